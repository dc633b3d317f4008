import { AuthPatterns, MAIL_QUEUE } from '@thindi/contracts';
import { startReplicasForTest, type ReplicasUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { AuthHarness, person, type CaughtMail } from '../../../test/auth-harness';
import { AuthModule } from '../../auth.module';

/**
 * Two auth replicas on one real PostgreSQL database (its own, dropped afterwards), so their transactions truly run
 * at once: the limits on wrong codes and the once-a-day warning must hold across them.
 */
describe('auth with two replicas on PostgreSQL: guesses and warnings', () => {
  let started: ReplicasUnderTest | undefined;
  let available = false;
  let a: AuthHarness;
  let b: AuthHarness;

  beforeAll(async () => {
    // Each replica's mail jobs are caught apart: a replica's mailsTo waits for its own queue only.
    const mails: CaughtMail[][] = [[], []];
    started = await startReplicasForTest('auth', AuthModule, {
      database: 'thindi_auth',
      prepare: (platform, i) =>
        void platform.jobs.process<CaughtMail>(MAIL_QUEUE, async (data, { name }) => {
          mails[i].push({ ...data, job: name });
        }),
    });
    available = started.available;
    [a, b] = started.replicas.map((service, i) => new AuthHarness(service, mails[i]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => started?.stop());

  it('checks at most four of twenty wrong codes sent at once to both replicas', async () => {
    if (!available) return;
    const email = 'raced@example.in';
    await a.signUp(email);
    await a.send(AuthPatterns.sendOtp, { email, type: 'login' });
    const right = await a.lastCode(email, 'login-code');
    const otp = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).send(AuthPatterns.loginWithOtp, { email, otp, clientAddress: '203.0.113.9' }).then(
          () => 'signed in',
          (error: { kind: string }) => error.kind,
        ),
      ),
    );
    expect(answers.filter((kind) => kind === 'VALIDATION').length).toBeLessThanOrEqual(4);
    expect(answers.filter((kind) => kind === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(16);
  });

  it('mails the owner of a taken e-mail once, however many sign-ups race on both replicas', async () => {
    if (!available) return;
    const email = 'warned@example.in';
    await a.signUp(email);
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).send(AuthPatterns.register, person(email))));
    const warnings = [...(await a.mailsTo(email, 'signup-attempt')), ...(await b.mailsTo(email, 'signup-attempt'))];
    expect(warnings).toHaveLength(1);
  });
});

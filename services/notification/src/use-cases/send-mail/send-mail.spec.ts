import { MAIL_QUEUE, MailJobs } from '@thindi/contracts';
import type { LocalJobQueue, MailMessage, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { NotificationModule } from '../../notification.module';

/** The notification module on PGlite: it takes mail jobs from the queue, sends them and logs them. */
describe('notification service', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let send: jest.SpyInstance<Promise<void>, [MailMessage]>;

  const log = async (to: string) =>
    (await platform.db
      .drizzle({})
      .execute(sql`SELECT * FROM notification.mail_log WHERE "to" = ${to} ORDER BY created_at`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
  const idle = () => (platform.jobs as LocalJobQueue).idle();

  beforeAll(async () => {
    service = await startServiceForTest('notification', NotificationModule, {
      prepare: (p) => {
        send = jest.spyOn(p.mailer, 'send');
      },
    });
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  it('sends a code mail with the code in its text and logs it without the code', async () => {
    await platform.jobs.add(MAIL_QUEUE, MailJobs.loginCode, {
      to: 'meena@example.in',
      firstName: 'Meena',
      code: '314159',
      expiresInMinutes: 10,
    });
    await idle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'meena@example.in', text: expect.stringContaining('314159') }),
    );
    const { rows } = await log('meena@example.in');
    expect(rows).toEqual([
      expect.objectContaining({
        template: 'login-code',
        status: 'sent',
        attempts: 1,
        subject: 'Your Thindi sign-in code',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('314159');
  });

  it('retries a failed send and logs the attempt that worked', async () => {
    send.mockRejectedValueOnce(new Error('SMTP down'));
    await platform.jobs.add(MAIL_QUEUE, MailJobs.welcome, { to: 'ravi@example.in', firstName: 'Ravi' });
    await idle();
    expect((await log('ravi@example.in')).rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  }, 20_000);

  it("logs a mail as failed on the job's own last attempt", async () => {
    send.mockRejectedValueOnce(new Error('SMTP down')).mockRejectedValueOnce(new Error('SMTP still down'));
    await platform.jobs.add(
      MAIL_QUEUE,
      MailJobs.welcome,
      { to: 'anbu@example.in', firstName: 'Anbu' },
      {
        attempts: 2,
        backoffMs: 10,
      },
    );
    await idle();
    expect((await log('anbu@example.in')).rows).toEqual([expect.objectContaining({ status: 'failed', attempts: 2 })]);
  });

  it('drops a job it cannot render instead of retrying it', async () => {
    send.mockClear();
    await platform.jobs.add(MAIL_QUEUE, MailJobs.signupCode, { to: 'broken@example.in' });
    await idle();
    expect(send).not.toHaveBeenCalled();
  });
});

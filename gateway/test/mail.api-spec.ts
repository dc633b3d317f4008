import { MailCatcher } from './mail-catcher';
import { startStandalone, type TestApp } from './standalone-app';

/** Standalone mode with SMTP_URL set: the code mail leaves through SMTP, as docs/architecture.md, Run contract, promises. */
describe('e-mail over SMTP in standalone mode', () => {
  const mail = new MailCatcher();
  let app: TestApp;

  beforeAll(async () => {
    app = await startStandalone({ SMTP_URL: await mail.start(), SEED_DEMO: 'false' });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await mail.stop();
  });

  it('delivers a sign-up code whose plain text holds the six digits', async () => {
    const email = 'kavya.standalone@example.in';
    const asked = Date.now();
    const res = await app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email, firstName: 'Kavya', type: 'registration' },
      });
    expect(res.statusCode).toBe(200);
    const message = await mail.waitFor(email, asked);
    expect(message.text).toMatch(/\b\d{6}\b/);
    expect(message.html).toContain('Thindi');
    process.stdout.write(
      `standalone sign-up code mail: ${message.receivedAt - asked} ms from request to the SMTP catcher\n`,
    );
  });
});

import { DEMO_SELLERS, demoSellerEmail } from '@thindi/contracts';
import { call, codeOf, freshEmail, SIGN_UP_CODE, waitForMail } from './accounts-helpers';
import { standaloneBanner, startStandalone, type TestApp } from './standalone-app';

const URL = 'http://localhost:3000';

const page = (app: TestApp, remoteAddress = '127.0.0.1') =>
  app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/dev/mail', remoteAddress });

describe('what a first start shows a newcomer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startStandalone();
  }, 300_000);
  afterAll(() => app?.stop());

  it('names the shop, the admin, a demo seller, the mail page and the data folder', () => {
    const banner = standaloneBanner(app.platform.config, app.platform, URL, 4200).join('\n');
    expect(banner).toContain(`Thindi is open at ${URL}  (ready in 4.2 s)`);
    expect(banner).toContain(`${URL}/admin`);
    expect(banner).toContain(`${URL}/seller/login`);
    for (const seller of DEMO_SELLERS) expect(banner).toContain(demoSellerEmail(seller.businessName));
    expect(banner).toContain(`${URL}/dev/mail`);
    expect(banner).toContain(app.dataDir);
  });

  it('shows e-mailed codes on a local mail page', async () => {
    const email = freshEmail('kavya');
    const res = await call(app, 'POST', '/api/auth/send-otp', { email, firstName: 'Kavya', type: 'registration' });
    expect(res.status).toBe(200);
    const code = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));

    const shown = await page(app);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain(`To ${email}`);
    expect(shown.body).toContain(code);
  });

  it('keeps the mail page from anyone but this machine', async () => {
    const shown = await page(app, '203.0.113.7');
    expect(shown.statusCode).toBe(404);
    expect(shown.body).not.toContain('@');
  });
});

describe('the mail page with SMTP_URL set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startStandalone({ SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:9' });
  }, 300_000);
  afterAll(() => app?.stop());

  it('is not there: mail goes to the SMTP server', async () => {
    const shown = await page(app);
    expect(shown.body).not.toContain('Mail sent by Thindi on this machine');
    const banner = standaloneBanner(app.platform.config, app.platform, URL, 0).join('\n');
    expect(banner).toContain('sent to 127.0.0.1:9 (SMTP_URL)');
    expect(banner).toContain(`${URL}/seller/signup`);
  });
});

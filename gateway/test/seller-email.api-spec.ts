import { sql } from 'drizzle-orm';
import { MailCatcher } from './mail-catcher';
import { multipart, PDF, sellerFields } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Sellers prove their e-mail; sign-up and code requests never tell whether an e-mail is known. */
const ADMIN = { email: 'boss@thindi.in', password: 'Filter-Kaapi-42' };
const documents = ['aadharCard', 'panCard', 'bankDocument', 'fssaiCertificate'].map((field) => ({
  field,
  name: `${field}.pdf`,
  type: 'application/pdf',
  bytes: PDF,
}));

let seq = 0;
const newEmail = (label: string) => `${label}${++seq}.${Date.now().toString(36)}@example.in`;

function client(app: TestApp) {
  const http = () => app.app.getHttpAdapter().getInstance();
  return {
    json: (method: 'POST' | 'GET' | 'PATCH', url: string, body?: unknown, token?: string) =>
      http().inject({
        method,
        url,
        payload: body as object,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    register: async (email: string, files = documents) =>
      http().inject({
        method: 'POST',
        url: '/api/sellers/register',
        ...(await multipart(sellerFields({ businessName: 'Amma Snacks', ownerName: 'Lakshmi Iyer', email }), files)),
      }),
  };
}

describe('seller e-mail verification (SMTP)', () => {
  const mail = new MailCatcher();
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!;
  const verifySubject = /^Verify your e-mail/;
  /** Lets the next code request send again, as if the minute between codes had passed. */
  const ageCode = (email: string) =>
    app.platform.db
      .drizzle({})
      .execute(sql`UPDATE seller.login_codes SET sent_at = now() - interval '61 seconds' WHERE email = ${email}`);

  beforeAll(async () => {
    app = await startStandalone({
      SMTP_URL: await mail.start(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
      RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    });
    api = client(app);
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await mail.stop();
  });

  it('mails a 6-digit code right after registration, and the right code proves the e-mail', async () => {
    const email = newEmail('verify');
    const res = await api.register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json().seller.emailVerified).toBe(false);
    const { token } = res.json();
    const code = codeIn((await mail.waitFor(email, 0, 30_000, verifySubject)).text);

    const wrong = await api.json(
      'POST',
      '/api/sellers/verify-email',
      { otp: code === '000000' ? '111111' : '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Invalid or expired OTP',
      code: 'AUTH.WRONG_VERIFICATION_CODE',
    });
    const bad = await api.json('POST', '/api/sellers/verify-email', { otp: '12ab' }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('otp: Please enter a valid 6-digit OTP');
    expect((await api.json('POST', '/api/sellers/verify-email', { otp: code })).statusCode).toBe(401);

    const ok = await api.json('POST', '/api/sellers/verify-email', { otp: code }, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Email verified successfully',
      seller: { emailVerified: true },
    });
    expect((await api.json('GET', '/api/sellers/me', undefined, token)).json().seller.emailVerified).toBe(true);
    await mail.waitFor(email, 0, 30_000, /^We received your Thindi seller registration/);
  });

  it('resends the code through send-otp, and the newest code proves the e-mail', async () => {
    const email = newEmail('resend');
    const { token } = (await api.register(email)).json();
    const first = codeIn((await mail.waitFor(email, 0, 30_000, verifySubject)).text);
    await ageCode(email);
    const asked = Date.now();
    const sent = await api.json('POST', '/api/sellers/send-otp', { email, businessName: 'Amma Snacks' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent to your email' });
    const second = codeIn((await mail.waitFor(email, asked, 30_000, verifySubject)).text);
    if (second !== first) {
      expect((await api.json('POST', '/api/sellers/verify-email', { otp: first }, token)).statusCode).toBe(400);
    }
    expect((await api.json('POST', '/api/sellers/verify-email', { otp: second }, token)).statusCode).toBe(200);
  });

  it('sends no other mail before the e-mail is proven: an approval waits in silence', async () => {
    const email = newEmail('silent');
    const registered = (await api.register(email)).json();
    const code = codeIn((await mail.waitFor(email, 0, 30_000, verifySubject)).text);
    const admin = (await api.json('POST', '/api/admin/login', ADMIN)).json().token;
    const approved = await api.json('PATCH', `/api/admin/sellers/${registered.seller.id}/approve`, undefined, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().seller).toMatchObject({ isVerified: true, emailVerified: false });
    // Mails leave one queue in order: once the mail that follows the proof arrived, an approval mail would have too.
    await api.json('POST', '/api/sellers/verify-email', { otp: code }, registered.token);
    await mail.waitFor(email, 0, 30_000, /^We received your Thindi seller registration/);
    expect(mail.mails.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      'Verify your e-mail for your Thindi seller account',
      'We received your Thindi seller registration',
    ]);
  });

  it('answers send-otp for a known and an unknown e-mail with the same statuses and bodies, in the same sequence', async () => {
    const known = newEmail('known');
    expect((await api.register(known)).statusCode).toBe(201);
    await mail.waitFor(known, 0, 30_000, verifySubject);
    const sequence = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const res = await api.json('POST', '/api/sellers/send-otp', { email, businessName: 'Amma Snacks' });
        const { otpExpiry, ...body } = res.json();
        expect(otpExpiry).toEqual(expect.any(String));
        answers.push({ status: res.statusCode, body });
      }
      return answers;
    };
    const forKnown = await sequence(known);
    expect(forKnown[0]!.status).toBe(200);
    expect(await sequence(newEmail('unknown'))).toEqual(forKnown);
  });

  it('answers a taken e-mail at registration exactly as a new one, mails its proven owner, and never proves the copy', async () => {
    const email = newEmail('taken');
    const first = await api.register(email);
    const { token, seller } = first.json();
    const code = codeIn((await mail.waitFor(email, 0, 30_000, verifySubject)).text);
    await api.json('POST', '/api/sellers/verify-email', { otp: code }, token);
    const tried = Date.now();
    const res = await api.register(email.toUpperCase());
    const fresh = await api.register(newEmail('fresh'));
    expect(res.statusCode).toBe(201);
    expect(res.statusCode).toBe(fresh.statusCode);
    const shape = (body: Record<string, unknown>) =>
      JSON.stringify(body, (key, value: unknown) => (typeof value === 'string' && key !== 'message' ? 's' : value));
    expect(shape(res.json())).toBe(shape(fresh.json()));
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String), seller: { emailVerified: false } });
    expect(res.json().seller.id).not.toBe(seller.id);
    const warning = await mail.waitFor(email, tried, 30_000, /^Someone tried to register/);
    expect(warning.text).toContain('that registration can never be verified');

    // The proven owner's sign-in is untouched, by password and by code.
    const login = await api.json('POST', '/api/sellers/login', { email, password: 'Seller-pass-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().seller).toMatchObject({ id: seller.id, emailVerified: true });
    await ageCode(email);
    const asked = Date.now();
    await api.json('POST', '/api/sellers/send-otp', { email, businessName: 'Amma Snacks' });
    const signInCode = codeIn((await mail.waitFor(email, asked, 30_000, /^Your Thindi sign-in code/)).text);
    // Even with a right code reaching the mailbox, the copy cannot be proven.
    const proof = await api.json('POST', '/api/sellers/verify-email', { otp: signInCode }, res.json().token);
    expect(proof.statusCode).toBe(409);
    expect(proof.json()).toEqual({
      success: false,
      message: 'This e-mail already belongs to a verified seller account. Please sign in.',
      code: 'AUTH.EMAIL_TAKEN',
    });
    const withCode = await api.json('POST', '/api/sellers/login-with-otp', { email, otp: signInCode });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().seller.id).toBe(seller.id);
  });
});

describe('rate limits on sign-up and sign-in', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startStandalone({
      SEED_DEMO: 'false',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '10',
      RATE_LIMIT_EMAIL_PER_MINUTE: '10',
    });
    api = client(app);
  }, 300_000);
  afterAll(() => app?.stop());

  it.each([
    ['/api/auth/register', { firstName: 'A', lastName: 'B', password: 'secret1' }],
    ['/api/auth/send-otp', { firstName: 'A', type: 'registration' }],
    ['/api/auth/verify-otp', { otp: '123456' }],
    ['/api/auth/login', { password: 'wrong-one' }],
    ['/api/auth/login-with-otp', { otp: '123456' }],
    ['/api/sellers/send-otp', { businessName: 'Amma Snacks' }],
    ['/api/sellers/login', { password: 'wrong-one' }],
    ['/api/sellers/login-with-otp', { otp: '123456' }],
    ['/api/admin/login', { password: 'wrong-one' }],
  ])('answers the 11th call to %s from one address in a minute with 429', async (url, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await api.json('POST', url, { ...body, email: newEmail('ip') })).statusCode);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('answers the 11th seller registration from one address in a minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await api.register(newEmail('reg'), [])).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('seller registration rate limit per e-mail', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startStandalone({
      SEED_DEMO: 'false',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
      RATE_LIMIT_EMAIL_PER_MINUTE: '10',
    });
    api = client(app);
  }, 300_000);
  afterAll(() => app?.stop());

  it('limits registrations of a taken and of an unknown e-mail alike: the 11th in a minute is 429', async () => {
    const taken = newEmail('limit');
    expect((await api.register(taken)).statusCode).toBe(201);
    const statuses = async (email: string) => {
      const all: number[] = [];
      for (let i = 0; i < 11; i++) all.push((await api.register(email, [])).statusCode);
      return all;
    };
    // Without documents the form is refused after the e-mail is counted, for any e-mail.
    const forTaken = await statuses(taken);
    expect(forTaken).toEqual([...Array(9).fill(400), 429, 429]);
    expect(await statuses(newEmail('fresh'))).toEqual([...Array(10).fill(400), 429]);
  });
});

import { JwtService } from '@nestjs/jwt';
import { PrincipalEvents } from '@thindi/contracts';
import type { InProcessEventBus } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { waitUntil } from '@thindi/platform/testing';
import {
  call,
  codeOf,
  freshEmail,
  SIGN_IN_CODE,
  SIGN_UP_CODE,
  waitForMail,
  WELCOME,
  type Answer,
} from './accounts-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
const post = (url: string, body?: unknown, token?: string) => call(app, 'POST', url, body, token);
const put = (url: string, body?: unknown, token?: string) => call(app, 'PUT', url, body, token);
const me = (token?: string) => call(app, 'GET', '/api/auth/me', undefined, token);

const person = (email: string) => ({
  firstName: 'Meena',
  lastName: 'Iyer',
  email,
  phone: '+919876543210',
  password: 'Murukku@123',
});
const address = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};

/** Signs a new customer up with a registration code and waits for the welcome mail; answers the verify-otp call. */
async function signUp(email = freshEmail()): Promise<Answer> {
  expect((await post('/api/auth/send-otp', { email, firstName: 'Meena', type: 'registration' })).status).toBe(200);
  const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
  const res = await post('/api/auth/verify-otp', { email, otp, userData: person(email) });
  expect(res.status).toBe(201);
  await waitForMail(app.dataDir, email, WELCOME);
  return res;
}

const setActive = async (email: string, active: boolean) => {
  await app.platform.db
    .drizzle({})
    .execute(sql`UPDATE auth.customers SET is_active = ${active} WHERE email = ${email}`);
};

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
}, 300_000);
afterAll(() => app?.stop());

describe('sign-up with an e-mailed code', () => {
  it('sends a 6-digit code that expires in 10 minutes', async () => {
    const email = freshEmail();
    const before = Date.now();
    const res = await post('/api/auth/send-otp', { email, firstName: 'Meena' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      otpExpiry: expect.any(String),
      resendAfterSeconds: 60,
    });
    const expiry = Date.parse(res.body.otpExpiry!) - before;
    expect(expiry).toBeGreaterThan(599_000);
    expect(expiry).toBeLessThan(601_000);
    const mail = await waitForMail(app.dataDir, email, SIGN_UP_CODE);
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('10 minutes');
  });

  it('creates a verified account whose token works on /api/auth/me', async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect([200, 201]).toContain(res.status);
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email, firstName: 'Meena', emailVerified: true },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password_?hash|"password"/i);
    const mine = await me(res.body.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true, user: { email, _id: res.body.user!._id } });
  });

  it('refuses a wrong code with "Invalid or expired OTP"', async () => {
    const email = freshEmail();
    await post('/api/auth/send-otp', { email });
    const right = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await post('/api/auth/verify-otp', { email, otp: wrong, userData: person(email) });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid or expired OTP', code: 'AUTH.WRONG_VERIFICATION_CODE' },
    });
  });

  it('kills the code after 5 wrong tries, so even the right code is refused', async () => {
    const email = freshEmail();
    await post('/api/auth/send-otp', { email });
    const right = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
    const wrong = right === '000000' ? '111111' : '000000';
    const verify = (otp: string) => post('/api/auth/verify-otp', { email, otp, userData: person(email) });
    for (let i = 0; i < 4; i++) expect((await verify(wrong)).status).toBe(400);
    // Beyond three wrong codes the account waits 2 s, then 4 s, between tries (429 until then, counting nothing).
    const slowed = await verify(wrong);
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(
      'Too many wrong codes were tried for this account. Please try again in 2 seconds.',
    );
    await waitUntil('the fifth wrong code is checked', async () => (await verify(wrong)).status === 400);
    const tooMany = 'Too many wrong codes. Please request a new one.';
    await waitUntil(
      'the right code is refused for the dead code',
      async () => (await verify(right)).body.message === tooMany,
    );
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    await post('/api/auth/send-otp', { email });
    const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
    expect((await post('/api/auth/verify-otp', { email, otp, userData: person(email) })).status).toBe(201);
    const again = await post('/api/auth/verify-otp', { email, otp, userData: person(email) });
    expect(again).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid or expired OTP', code: 'AUTH.WRONG_VERIFICATION_CODE' },
    });
  });

  it('makes people wait a minute before asking for another code', async () => {
    const email = freshEmail();
    expect((await post('/api/auth/send-otp', { email })).status).toBe(200);
    const res = await post('/api/auth/send-otp', { email });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
  });

  it('answers a registration code request for an e-mail that already has an account like one for a new e-mail', async () => {
    const email = freshEmail();
    await signUp(email);
    // Its own sign-up code, a moment ago, was used: no wait tells it apart from a new e-mail.
    const taken = await post('/api/auth/send-otp', { email, type: 'registration' });
    const fresh = await post('/api/auth/send-otp', { email: freshEmail(), type: 'registration' });
    expect(taken).toEqual({ status: 200, body: { ...fresh.body, otpExpiry: expect.any(String) } });
    await waitForMail(app.dataDir, email, /^Someone tried to sign up with your e-mail$/);
  });

  it('completes a registration only for an e-mail verified by a code', async () => {
    const email = freshEmail();
    const refused = await post('/api/auth/complete-registration', { email, userData: person(email) });
    expect(refused).toEqual({
      status: 400,
      body: { success: false, message: 'Please verify your email first', code: 'AUTH.EMAIL_PROOF_MISSING' },
    });
  });

  it('completes a registration again after a verified code, only with the same password', async () => {
    const email = freshEmail();
    const created = await signUp(email);
    const again = await post('/api/auth/complete-registration', { email, userData: person(email) });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { _id: created.body.user!._id },
    });
    const other = await post('/api/auth/complete-registration', {
      email,
      userData: { ...person(email), password: 'Another@123' },
    });
    expect(other.status).toBe(409);
  });
});

describe('registration by password, then verifying the e-mail', () => {
  it('answers no token, and the registration password never signs in: the first code sign-in asks for a profile', async () => {
    const email = freshEmail('ravi');
    const registered = await post('/api/auth/register', person(email));
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ success: true, message: expect.stringMatching(/verify your email/i) });

    const refused = await post('/api/auth/login', { email, password: 'Murukku@123' });
    expect(refused).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' },
    });

    expect((await post('/api/auth/send-otp', { email, type: 'login' })).status).toBe(200);
    const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_IN_CODE));
    const viaCode = await post('/api/auth/login-with-otp', { email, otp });
    expect(viaCode.status).toBe(200);
    expect(viaCode.body).toMatchObject({
      success: true,
      token: expect.any(String),
      needsProfile: true,
      user: { email, emailVerified: true, firstName: '', hasPassword: false },
    });

    // Whoever registered may not be whoever owns the mailbox: the registration password does not survive.
    expect((await post('/api/auth/login', { email, password: 'Murukku@123' })).status).toBe(401);
    expect((await me(viaCode.body.token)).status).toBe(200);
  });

  it('answers a second registration of the same e-mail like the first, and makes no second account', async () => {
    const email = freshEmail();
    const first = await post('/api/auth/register', person(email));
    const second = await post('/api/auth/register', person(email.toUpperCase()));
    expect(second).toEqual(first);
    const rows = await app.platform.db
      .drizzle({})
      .execute(sql`SELECT count(*)::int AS n FROM auth.customers WHERE email = ${email}`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(1);
  });
});

describe('accounts nobody can pre-hijack', () => {
  const ATTACKER = 'Attacker@123';
  /** What /register used to answer the attacker: a token of the account at its first session version. */
  const attackerTokenFor = (id: string, email: string) =>
    app.platform.tokens.sign({ id, role: 'customer', email, sv: 0 });

  it('(a) a code sign-up of a pre-registered e-mail starts clean: the registrant token and password are refused', async () => {
    const email = freshEmail('victim');
    const registered = await post('/api/auth/register', { ...person(email), password: ATTACKER });
    expect(registered.status).toBe(201);
    expect(registered.body.token).toBeUndefined();
    const victim = await signUp(email);
    const attacker = attackerTokenFor(victim.body.user!.id, email);
    expect((await me(attacker)).status).toBe(401);
    expect((await put('/api/users/profile', { phone: '+919000000000' }, attacker)).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: ATTACKER })).status).toBe(401);
    expect((await me(victim.body.token)).status).toBe(200);
  });

  it('(b) a code sign-in of a pre-registered e-mail leaves the registrant nothing: token and password refused', async () => {
    const email = freshEmail('victim');
    expect((await post('/api/auth/register', { ...person(email), password: ATTACKER })).body.token).toBeUndefined();
    await post('/api/auth/send-otp', { email, type: 'login' });
    const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_IN_CODE));
    const victim = await post('/api/auth/login-with-otp', { email, otp });
    expect(victim.status).toBe(200);
    const attacker = attackerTokenFor(victim.body.user!.id, email);
    expect((await me(attacker)).status).toBe(401);
    expect((await post('/api/auth/login', { email, password: ATTACKER })).status).toBe(401);
    expect((await me(victim.body.token)).status).toBe(200);
  });
});

describe('passwords and sessions', () => {
  const PASSWORD_CHANGED = /^Your password was changed$/;

  it('changes the password with the current one: other tokens die, the answer carries a fresh one, a mail says so', async () => {
    const email = freshEmail();
    const first = (await signUp(email)).body.token!;
    const second = (await post('/api/auth/login', { email, password: 'Murukku@123' })).body.token!;
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Wrong@123', newPassword: 'Payasam@456' },
      first,
    );
    expect(wrong).toEqual({
      status: 400,
      body: { success: false, message: 'Your current password is not correct', code: 'AUTH.WRONG_CURRENT_PASSWORD' },
    });
    expect((await post('/api/auth/change-password', { newPassword: 'Payasam@456' }, first)).body.message).toMatch(
      /currentPassword/,
    );
    expect((await post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' })).status).toBe(401);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: 'Murukku@123', newPassword: 'Payasam@456' },
      first,
    );
    expect(changed).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String), token: expect.any(String) },
    });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await me(changed.body.token)).status).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Payasam@456' })).status).toBe(200);
    await waitForMail(app.dataDir, email, PASSWORD_CHANGED);
  });

  it('resets a forgotten password with an e-mailed code; the answer never tells whether the e-mail is known', async () => {
    const email = freshEmail();
    const old = (await signUp(email)).body.token!;
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: freshEmail('nobody') });
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: 'If an account exists for this e-mail, we sent a code' },
    });
    expect(unknown).toEqual(known);
    const otp = codeOf(await waitForMail(app.dataDir, email, /password reset code/));
    const reset = await post('/api/auth/reset-password', { email, otp, newPassword: 'Adhirasam@7' });
    expect(reset.status).toBe(200);
    expect((await me(old)).status).toBe(401);
    expect((await me(reset.body.token)).status).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Adhirasam@7' })).status).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'Murukku@123' })).status).toBe(401);
    await waitForMail(app.dataDir, email, PASSWORD_CHANGED);
  });

  it('signs out everywhere: every token of the account answers 401', async () => {
    const email = freshEmail();
    const first = (await signUp(email)).body.token!;
    const second = (await post('/api/auth/login', { email, password: 'Murukku@123' })).body.token!;
    expect((await post('/api/auth/sign-out-everywhere', undefined, first)).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const again = (await post('/api/auth/login', { email, password: 'Murukku@123' })).body.token!;
    expect((await me(again)).status).toBe(200);
  });
});

describe('password and code sign-in', () => {
  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const email = freshEmail();
    await signUp(email);
    const wrong = await post('/api/auth/login', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: freshEmail('nobody'), password: 'Murukku@123' });
    expect(wrong).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('answers a code request for an unknown e-mail like any other, and sends nothing', async () => {
    const email = freshEmail('nobody');
    const res = await post('/api/auth/send-otp', { email, type: 'login' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, otpExpiry: expect.any(String) });
    expect((await post('/api/auth/login-with-otp', { email, otp: '123456' })).body.message).toBe(
      'Invalid or expired OTP',
    );
  });

  it('refuses a wrong sign-in code', async () => {
    const email = freshEmail();
    await signUp(email);
    await post('/api/auth/send-otp', { email, type: 'login' });
    const right = codeOf(await waitForMail(app.dataDir, email, SIGN_IN_CODE));
    const res = await post('/api/auth/login-with-otp', { email, otp: right === '000000' ? '111111' : '000000' });
    expect(res).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid or expired OTP', code: 'AUTH.WRONG_VERIFICATION_CODE' },
    });
  });
});

describe('bad input', () => {
  const cases: Array<[string, string, unknown, RegExp]> = [
    ['a missing e-mail', '/api/auth/send-otp', {}, /email: email is required/],
    [
      'a malformed e-mail',
      '/api/auth/login',
      { email: 'meena@', password: 'x' },
      /email: email must be a valid e-mail address/,
    ],
    [
      'a short password',
      '/api/auth/register',
      { ...person('a@example.in'), password: 'abc' },
      /password: Password must be at least 8 characters long/,
    ],
    [
      'a bad phone',
      '/api/auth/register',
      { ...person('a@example.in'), phone: '0123' },
      /phone: Please enter a valid phone number/,
    ],
    [
      'a bad code',
      '/api/auth/login-with-otp',
      { email: 'a@example.in', otp: '12ab' },
      /otp: Please enter a valid 6-digit OTP/,
    ],
    [
      'a bad code type',
      '/api/auth/send-otp',
      { email: 'a@example.in', type: 'reset' },
      /type: type must be registration or login/,
    ],
    ['no body at all', '/api/auth/login', undefined, /email: email is required/],
  ];

  it.each(cases)('answers %s with a 400 naming the field', async (_name, url, body, message) => {
    const res = await post(url, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });
});

describe('tokens', () => {
  it('refuses a tampered token with 401', async () => {
    const { body } = await signUp();
    const token = body.token!;
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await me(tampered)).status).toBe(401);
  });

  it('refuses the token of another role with 403', async () => {
    const adminToken = app.platform.tokens.sign({
      id: '00000000-0000-4000-8000-000000000000',
      role: 'admin',
      email: 'a@example.in',
    });
    const res = await me(adminToken);
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });

  it('refuses a signed token without exp with 401', async () => {
    const { body } = await signUp();
    const forever = new JwtService({ secret: app.platform.config.JWT_SECRET! }).sign(
      { sub: body.user!.id, role: 'customer', email: body.user!.email, sv: 0 },
      { issuer: 'thindi' },
    );
    expect((await me(forever)).status).toBe(401);
  });

  it('stops the old token of a customer deactivated since, at once', async () => {
    const email = freshEmail();
    const { body } = await signUp(email);
    expect((await me(body.token)).status).toBe(200);
    await setActive(email, false);
    // What the owner publishes when it deactivates an account: every gateway forgets its cached answer.
    await app.platform.events.publish(PrincipalEvents.statusChanged, {
      id: body.user!.id,
      role: 'customer',
      active: false,
    });
    await (app.platform.events as InProcessEventBus).settle();
    const res = await me(body.token);
    expect(res.status).toBe(401);
    const login = await post('/api/auth/login', { email, password: 'Murukku@123' });
    expect(login).toEqual({
      status: 403,
      body: {
        success: false,
        message: 'Your account has been deactivated. Please contact support.',
        code: 'AUTH.ACCOUNT_DEACTIVATED',
      },
    });
    await setActive(email, true);
  });
});

describe('profile, addresses and preferences', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signUp()).body.token!;
  });

  it('refuses every /api/users call without a token', async () => {
    for (const [method, url] of [
      ['PUT', '/api/users/profile'],
      ['POST', '/api/users/addresses'],
      ['PUT', '/api/users/preferences'],
      ['DELETE', '/api/users/addresses/x'],
    ]) {
      expect((await call(app, method, url, {})).status).toBe(401);
    }
  });

  it('updates the profile', async () => {
    const res = await put('/api/users/profile', { firstName: 'Meenakshi', phone: '+919000000001' }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.any(String),
      user: { firstName: 'Meenakshi', lastName: 'Iyer', phone: '9000000001' },
    });
  });

  it('refuses an empty profile update or a bad phone', async () => {
    expect((await put('/api/users/profile', {}, token)).status).toBe(400);
    const bad = await put('/api/users/profile', { phone: 'call me' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Please enter a valid phone number/);
  });

  it('makes the first address the default, and a new default unsets the others', async () => {
    const first = await post('/api/users/addresses', address, token);
    expect(first.status).toBe(201);
    expect(first.body.user!.addresses).toEqual([expect.objectContaining({ city: 'Madurai', isDefault: true })]);
    const second = await post(
      '/api/users/addresses',
      { ...address, type: 'work', city: 'Chennai', isDefault: true },
      token,
    );
    const defaults = second.body.user!.addresses.map((a) => [a.city, a.isDefault]);
    expect(defaults).toEqual([
      ['Madurai', false],
      ['Chennai', true],
    ]);
  });

  it('answers a bad address with a 400 naming the field', async () => {
    const res = await post('/api/users/addresses', { ...address, pincode: '012345', street: '' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/street: Street is required/);
    expect(res.body.message).toMatch(/pincode: Please enter a valid pincode/);
  });

  it("edits and deletes only the caller's own addresses", async () => {
    const added = await post('/api/users/addresses', { ...address, city: 'Salem' }, token);
    const id = added.body.user!.addresses.find((a) => a.city === 'Salem')!.id;
    const edited = await put(`/api/users/addresses/${id}`, { ...address, city: 'Trichy' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.user!.addresses.some((a) => a.city === 'Trichy')).toBe(true);

    const stranger = (await signUp()).body.token!;
    expect((await put(`/api/users/addresses/${id}`, address, stranger)).status).toBe(404);
    expect((await call(app, 'DELETE', `/api/users/addresses/${id}`, undefined, stranger)).status).toBe(404);
    expect((await call(app, 'DELETE', '/api/users/addresses/not-an-id', undefined, token)).status).toBe(404);

    const deleted = await call(app, 'DELETE', `/api/users/addresses/${id}`, undefined, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.user!.addresses.some((a) => a.id === id)).toBe(false);
  });

  it('updates the mail preferences and refuses a non-boolean', async () => {
    const res = await put('/api/users/preferences', { offerEmails: true }, token);
    expect(res.status).toBe(200);
    expect(res.body.user!.preferences).toEqual({ orderEmails: true, offerEmails: true });
    const bad = await put('/api/users/preferences', { orderEmails: 'yes' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/orderEmails must be true or false/);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startStandalone({ SEED_DEMO: 'false', RATE_LIMIT_EMAIL_PER_MINUTE: '3' });
  }, 300_000);
  afterAll(() => limited?.stop());

  it('answers 429 once one e-mail has been tried too often in a minute', async () => {
    const attempt = () =>
      call(limited, 'POST', '/api/auth/login', { email: 'target@example.in', password: 'guess-guess' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      success: false,
      message: expect.stringMatching(/Too many attempts/),
      code: 'REQUEST.RATE_LIMITED',
    });
  });
});

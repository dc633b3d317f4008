import { sql } from 'drizzle-orm';
import { hashPassword } from '@thindi/platform';
import { codeOf, freshEmail, SIGN_IN_CODE, SIGN_UP_CODE, waitForMail, WELCOME, type Answer } from './accounts-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/**
 * Sign-up that tells nobody which e-mails are known, codes that cannot be guessed by reissuing them, a first code
 * sign-in that starts an unproven account clean, and passwords that are not guessable (decision 031), over HTTP.
 */
let app: TestApp;
const ADDRESS = '203.0.113.20';

/** One JSON call from a client address (Fastify's inject sets the socket's peer), with a token when given. */
async function call(method: string, url: string, body?: unknown, token?: string, remoteAddress = ADDRESS) {
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: method as 'POST',
      url,
      remoteAddress,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  return { status: res.statusCode, body: res.json() } as Answer & { body: { needsProfile?: boolean } };
}
const post = (url: string, body?: unknown, token?: string, from?: string) => call('POST', url, body, token, from);
const person = (email: string, password = 'Murukku@123', firstName = 'Meena') => ({
  firstName,
  lastName: 'Iyer',
  email,
  phone: '+919876543210',
  password,
});
const signUp = async (email: string) => {
  await post('/api/auth/send-otp', { email, type: 'registration' });
  const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
  const res = await post('/api/auth/verify-otp', { email, otp, userData: person(email) });
  expect(res.status).toBe(201);
  await waitForMail(app.dataDir, email, WELCOME);
  return res;
};
const signInCode = async (email: string) => {
  expect((await post('/api/auth/send-otp', { email, type: 'login' })).status).toBe(200);
  return codeOf(await waitForMail(app.dataDir, email, SIGN_IN_CODE));
};
const sameAnswer = (res: Answer) => ({ status: res.status, message: res.body.message, code: res.body.code });

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
}, 300_000);
afterAll(() => app?.stop());

describe('sign-up with a taken e-mail', () => {
  it('answers register and a sign-up code request with the same status and words as for a new e-mail', async () => {
    const taken = freshEmail('taken');
    await signUp(taken);
    const registerTaken = await post('/api/auth/register', person(taken));
    const registerNew = await post('/api/auth/register', person(freshEmail('new')));
    expect(sameAnswer(registerTaken)).toEqual(sameAnswer(registerNew));
    expect(registerTaken.status).toBe(201);
    // The owner signed up with a code a moment ago: that used code sets no wait that would tell the two apart.
    const codeForTaken = await post('/api/auth/send-otp', { email: taken, type: 'registration' });
    const codeForNew = await post('/api/auth/send-otp', { email: freshEmail('newer'), type: 'registration' });
    expect(sameAnswer(codeForTaken)).toEqual(sameAnswer(codeForNew));
    const warning = await waitForMail(app.dataDir, taken, /^Someone tried to sign up with your e-mail$/);
    expect(warning.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a guessed sign-up code for a taken e-mail like one for a new e-mail', async () => {
    const taken = freshEmail('taken');
    const other = freshEmail('other');
    await signUp(taken);
    await post('/api/auth/register', person(other));
    const guess = (email: string) => post('/api/auth/verify-otp', { email, otp: '123456', userData: person(email) });
    expect(sameAnswer(await guess(taken))).toEqual(sameAnswer(await guess(other)));
    expect((await guess(taken)).status).toBe(400);
  });
});

describe('wrong codes, counted per client address', () => {
  it("refuses a code from an address that tried ten wrong ones in the hour, and takes the owner's from theirs", async () => {
    const email = freshEmail('guessed');
    await signUp(email);
    const otp = await signInCode(email);
    const earlier = new Date(Date.now() - 30 * 60_000);
    for (let i = 0; i < 10; i++)
      await app.platform.db
        .drizzle({})
        .execute(
          sql`INSERT INTO auth.wrong_codes (email, purpose, client_address, at) VALUES (${email}, 'login', ${ADDRESS}, ${earlier})`,
        );
    // Ten in the hour: the account waits 2^7 s after the last one, which was half an hour ago.
    const attacker = await post('/api/auth/login-with-otp', { email, otp }, undefined, ADDRESS);
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toMatch(
      /^Too many wrong codes from your address\. Please try again in 30 minutes\.$/,
    );
    const owner = await post('/api/auth/login-with-otp', { email, otp }, undefined, '198.51.100.40');
    expect(owner.status).toBe(200);
  });
});

describe('the first code sign-in of an account registered with a password', () => {
  it('drops what was typed, asks for a profile and a password, and the password chosen then signs in', async () => {
    const email = freshEmail('pre');
    expect((await post('/api/auth/register', person(email, 'Attacker-Chose-This-1', 'Attacker'))).status).toBe(201);
    expect((await post('/api/auth/login', { email, password: 'Attacker-Chose-This-1' })).status).toBe(401);
    const signedIn = await post('/api/auth/login-with-otp', { email, otp: await signInCode(email) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      needsProfile: true,
      user: { firstName: '', phone: null, hasPassword: false },
    });
    const token = signedIn.body.token!;
    const profile = await call('PUT', '/api/users/profile', { firstName: 'Meena', lastName: 'Iyer' }, token);
    expect(profile.status).toBe(200);
    expect((await post('/api/auth/password', { password: '123456' }, token)).status).toBe(400);
    const chosen = await post('/api/auth/password', { password: 'Murukku@123' }, token);
    expect(chosen).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String), token: expect.any(String) },
    });
    const again = await post('/api/auth/password', { password: 'Kesari-Bath-31' }, chosen.body.token);
    expect(again).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'You already have a password. To change it, use Change password: it asks for your current one.',
        code: 'AUTH.PASSWORD_ALREADY_SET',
      },
    });
    const login = await post('/api/auth/login', { email, password: 'Murukku@123' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ firstName: 'Meena', hasPassword: true });
    expect((await post('/api/auth/login', { email, password: 'Attacker-Chose-This-1' })).status).toBe(401);
  });

  it('refuses POST /api/auth/password without a token', async () => {
    expect((await post('/api/auth/password', { password: 'Murukku@123' })).status).toBe(401);
  });
});

describe('password rules', () => {
  it.each([
    ['123456', 'password: Password must be at least 8 characters long', 'REQUEST.INVALID'],
    [
      '12345678',
      'This is a top-10 common password. Add another word or two. Uncommon words are better.',
      'AUTH.WEAK_PASSWORD',
    ],
    ['aaaaaaaa', 'Repeats like "aaa" are easy to guess. Avoid repeated words and characters.', 'AUTH.WEAK_PASSWORD'],
  ])('refuses %j at registration with a 400 that says why', async (password, message, code) => {
    const res = await post('/api/auth/register', person(freshEmail('weak'), password));
    expect(res).toEqual({ status: 400, body: { success: false, message, code } });
  });

  it('signs in with an older weak password and says so', async () => {
    const email = freshEmail('legacy');
    await signUp(email);
    const legacy = await hashPassword('abc123');
    await app.platform.db
      .drizzle({})
      .execute(sql`UPDATE auth.customers SET password_hash = ${legacy} WHERE email = ${email}`);
    const res = await post('/api/auth/login', { email, password: 'abc123' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, weakPassword: true });
  });
});

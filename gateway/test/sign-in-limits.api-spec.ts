import { call, codeOf, freshEmail, SIGN_UP_CODE, waitForMail } from './accounts-helpers';
import { registerSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/**
 * Sign-in limits that tell the attacker from the owner: attempts are counted per address and per account from
 * one address (those answer 429); attempts on one account from everywhere only slow down.
 */
const ADMIN = { email: 'limits-admin@thindi.in', password: 'Rava-Dosa-2026' };
const CUSTOMER_PASSWORD = 'Murukku@123';
const SELLER_PASSWORD = 'Seller-pass-1';
const PER_ACCOUNT = 3;
const ATTACKER = '198.51.100.7';
const OWNER = '203.0.113.9';
let app: TestApp;

/** One sign-in from a client address (the address the socket came from; no proxy is trusted here). */
const signIn = (url: string, body: { email: string; password: string }, remoteAddress: string) =>
  app.app.getHttpAdapter().getInstance().inject({ method: 'POST', url, payload: body, remoteAddress });

async function customerEmail(): Promise<string> {
  const email = freshEmail();
  expect(
    (await call(app, 'POST', '/api/auth/send-otp', { email, firstName: 'Meena', type: 'registration' })).status,
  ).toBe(200);
  const otp = codeOf(await waitForMail(app.dataDir, email, SIGN_UP_CODE));
  const userData = { firstName: 'Meena', lastName: 'Iyer', email, phone: '+919876543210', password: CUSTOMER_PASSWORD };
  expect((await call(app, 'POST', '/api/auth/verify-otp', { email, otp, userData })).status).toBe(201);
  return email;
}

const SIGN_INS = [
  { name: 'admin', url: '/api/admin/login', account: async () => ADMIN },
  {
    name: 'customer',
    url: '/api/auth/login',
    account: async () => ({ email: await customerEmail(), password: CUSTOMER_PASSWORD }),
  },
  {
    name: 'seller',
    url: '/api/sellers/login',
    account: async () => ({ email: (await registerSeller(app, 'Limits Snacks')).email, password: SELLER_PASSWORD }),
  },
];

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_EMAIL_PER_MINUTE: String(PER_ACCOUNT),
  });
}, 300_000);
afterAll(() => app?.stop());

describe.each(SIGN_INS)('$name sign-in', ({ url, account }) => {
  it('lets the owner in from another address while one address is refused for wrong passwords', async () => {
    const { email, password } = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(url, { email, password: 'wrong-password-1' }, ATTACKER)).statusCode);
    expect(statuses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401));
    expect(statuses.slice(PER_ACCOUNT)).toEqual(Array(11 - PER_ACCOUNT).fill(429));

    const owner = await signIn(url, { email, password }, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('slows wrong passwords on one account coming from many addresses, and refuses none of them', async () => {
    const { email, password } = await account();
    const attempts = PER_ACCOUNT + 3;
    for (let i = 1; i <= attempts; i++) {
      const started = Date.now();
      const res = await signIn(url, { email, password: 'wrong-password-1' }, `192.0.2.${i}`);
      expect(res.statusCode).toBe(401);
      // The third attempt past the free ones waits a second before its password is even checked.
      if (i === attempts) expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    }
    expect((await signIn(url, { email, password }, OWNER)).statusCode).toBe(200);
  });
});

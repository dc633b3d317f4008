import { loadConfig } from '@thindi/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { call, verifiedCustomer } from './accounts-helpers';
import { createStandaloneApp, standaloneBanner, startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'boss@thindi.in', password: 'Filter-Kaapi-42' };

/** The standalone app on a given DATA_DIR, with its warnings kept in `lines` (to read what it printed). */
async function boot(dataDir: string, env: Record<string, string>, lines: string[]): Promise<TestApp> {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const config = loadConfig({ SEED_DEMO: 'false', ...env }, { MODE: 'standalone', DATA_DIR: dataDir });
  const running = await createStandaloneApp(config, logger);
  await running.app.getHttpAdapter().getInstance().ready();
  return { ...running, dataDir, stop: () => running.close() };
}

describe('admin sign-in with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let app: TestApp;
  const login = (body: unknown) => call(app, 'POST', '/api/admin/login', body);

  beforeAll(async () => {
    app = await startStandalone({ SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  }, 300_000);
  afterAll(() => app?.stop());

  it('signs the configured admin in', async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.any(String),
      admin: {
        _id: expect.any(String),
        id: expect.any(String),
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: ADMIN.email,
      },
    });
  });

  it('ignores the letter case of the e-mail', async () => {
    expect((await login({ ...ADMIN, email: ADMIN.email.toUpperCase() })).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login({ ...ADMIN, password: 'not-it' });
    expect(wrong).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid email or password', code: 'AUTH.INVALID_CREDENTIALS' },
    });
    expect(await login({ email: 'someone@thindi.in', password: ADMIN.password })).toEqual(wrong);
  });

  it('answers a malformed e-mail or a missing password with a 400 naming the field', async () => {
    const bad = await login({ email: 'boss@', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email: /);
    expect((await login({ email: ADMIN.email })).body.message).toMatch(/password: password is required/);
  });

  it('answers /api/admin/me for an admin token only', async () => {
    const { token } = (await login(ADMIN)).body;
    const mine = await call(app, 'GET', '/api/admin/me', undefined, token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true, admin: { email: ADMIN.email } });

    const customer = (await verifiedCustomer(app, { firstName: 'Ravi' })).token;
    expect((await call(app, 'GET', '/api/admin/me', undefined, customer)).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/me')).status).toBe(401);
  });

  it('refuses an admin token on a customer call', async () => {
    const { token } = (await login(ADMIN)).body;
    expect((await call(app, 'GET', '/api/auth/me', undefined, token)).status).toBe(403);
  });
});

describe('the admin account ensured at start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created with a random password printed once when ADMIN_* are unset', async () => {
    const lines: string[] = [];
    let app = await boot(dataDir, {}, lines);
    const printed = lines.filter((l) => l.includes('Admin account created'));
    expect(printed).toHaveLength(1);
    const match = /Admin account created: e-mail (\S+) password (\S+)/.exec(JSON.parse(printed[0]).msg);
    expect(match?.[1]).toBe('admin@thindi.local');
    const res = await call(app, 'POST', '/api/admin/login', { email: match![1], password: match![2] });
    expect(res.status).toBe(200);
    const banner = () => standaloneBanner(app.platform.config, app.platform, 'http://localhost:3000', 0).join('\n');
    expect(banner()).toContain(`as ${match![1]}, password ${match![2]} (made now and shown this once`);
    await app.stop();

    app = await boot(dataDir, {}, lines);
    expect(lines.filter((l) => l.includes('Admin account created'))).toHaveLength(1);
    expect(banner()).not.toContain(match![2]);
    expect(banner()).toContain(`as ${match![1]}, with the password shown on the first start`);
    expect((await call(app, 'POST', '/api/admin/login', { email: match![1], password: match![2] })).status).toBe(200);
    await app.stop();
  }, 300_000);

  it('takes a new ADMIN_PASSWORD on the next start', async () => {
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    let app = await boot(dataDir, env, []);
    expect((await call(app, 'POST', '/api/admin/login', ADMIN)).status).toBe(200);
    await app.stop();

    app = await boot(dataDir, { ...env, ADMIN_PASSWORD: 'Jigarthanda-77' }, []);
    expect((await call(app, 'POST', '/api/admin/login', ADMIN)).status).toBe(401);
    expect((await call(app, 'POST', '/api/admin/login', { ...ADMIN, password: 'Jigarthanda-77' })).status).toBe(200);
    await app.stop();
  }, 300_000);
});

import { verifyPassword, type Logger } from '@thindi/platform';
import type { AdminsRepository, NewAdmin } from '../../db/admins.repository';
import type { AdminRow } from '../../db/schema';
import { ensureAdmin } from './ensure-admin';

/** The admin table in memory, with the repository methods ensureAdmin uses. */
function fakeAdmins() {
  const rows: AdminRow[] = [];
  const repo = {
    findByEmail: async (email: string) => rows.find((r) => r.email === email),
    count: async () => rows.length,
    insert: async (a: NewAdmin) =>
      void rows.push({
        ...a,
        id: `id-${rows.length}`,
        isActive: true,
        sessionVersion: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
    setPassword: async (id: string, passwordHash: string) => {
      const row = rows.find((r) => r.id === id)!;
      row.passwordHash = passwordHash;
    },
  };
  return { rows, repo: repo as unknown as AdminsRepository };
}

const fakeLogger = () => {
  const warnings: string[] = [];
  return { warnings, logger: { warn: (msg: string) => void warnings.push(msg) } as unknown as Logger };
};

describe('ensureAdmin', () => {
  it('creates the configured admin with the configured password, printing nothing', async () => {
    const { rows, repo } = fakeAdmins();
    const { warnings, logger } = fakeLogger();
    await ensureAdmin(repo, { ADMIN_EMAIL: 'Boss@Thindi.in', ADMIN_PASSWORD: 'Filter-Kaapi-42' }, logger);
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('boss@thindi.in');
    expect(await verifyPassword('Filter-Kaapi-42', rows[0].passwordHash)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('changes the password of the configured admin when ADMIN_PASSWORD changed', async () => {
    const { rows, repo } = fakeAdmins();
    const { logger } = fakeLogger();
    await ensureAdmin(repo, { ADMIN_EMAIL: 'boss@thindi.in', ADMIN_PASSWORD: 'Filter-Kaapi-42' }, logger);
    await ensureAdmin(repo, { ADMIN_EMAIL: 'boss@thindi.in', ADMIN_PASSWORD: 'Jigarthanda-77' }, logger);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword('Jigarthanda-77', rows[0].passwordHash)).toBe(true);
  });

  it('creates admin@thindi.local with a random password printed once when nothing is configured', async () => {
    const { rows, repo } = fakeAdmins();
    const { warnings, logger } = fakeLogger();
    await ensureAdmin(repo, {}, logger);
    await ensureAdmin(repo, {}, logger);
    expect(rows).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    const [, email, password] = /Admin account created: e-mail (\S+) password (\S+)/.exec(warnings[0])!;
    expect(email).toBe('admin@thindi.local');
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(password, rows[0].passwordHash)).toBe(true);
  });

  it('leaves an existing admin alone when nothing is configured', async () => {
    const { rows, repo } = fakeAdmins();
    const { warnings, logger } = fakeLogger();
    await ensureAdmin(repo, { ADMIN_EMAIL: 'boss@thindi.in', ADMIN_PASSWORD: 'Filter-Kaapi-42' }, logger);
    await ensureAdmin(repo, {}, logger);
    expect(rows).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
});

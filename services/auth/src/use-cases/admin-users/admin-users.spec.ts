import {
  AuthPatterns,
  MAIL_QUEUE,
  OwnerAdminPatterns,
  PrincipalCheckPatterns,
  PrincipalEvents,
  type AdminUserListResponse,
  type AdminUserToggleResponse,
  type AuthResponse,
  type CodeMail,
  type Principal,
  type PrincipalStatusChanged,
  type UserFigures,
} from '@thindi/contracts';
import { hashPassword, type InProcessEventBus, type LocalJobQueue, type Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AuthModule } from '../../auth.module';
import { authTables, customers } from '../../db/schema';

/** The admin's customer moderation, called through the auth module's message handlers on PGlite. */
describe('auth service: admin moderation of customers', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const statusEvents: PrincipalStatusChanged[] = [];
  const mails: CodeMail[] = [];

  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
  const customerPrincipal: Principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
  const PASSWORD = 'Murukku@123';

  const list = (input: Record<string, unknown>, principal = admin) =>
    platform.client.query<AdminUserListResponse>(OwnerAdminPatterns.users.list, { principal, input });
  const emails = async (input: Record<string, unknown>) => (await list(input)).users.map((u) => u.email);
  const toggle = (id: string, principal = admin, isActive?: boolean) =>
    platform.client.command<AdminUserToggleResponse>(OwnerAdminPatterns.users.toggle, {
      principal,
      input: isActive === undefined ? { id } : { id, isActive },
    });
  const figures = (principal = admin) =>
    platform.client.query<UserFigures>(OwnerAdminPatterns.users.figures, { principal, input: {} });
  const login = (email: string) =>
    platform.client.command<AuthResponse>(AuthPatterns.login, { email, password: PASSWORD });

  /** A verified customer with the test password, created at the given moment. */
  const addCustomer = async (c: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string;
    isActive?: boolean;
    createdAt?: string;
  }): Promise<string> => {
    const [row] = await platform.db
      .drizzle(authTables)
      .insert(customers)
      .values({
        ...c,
        phone: c.phone ?? null,
        passwordHash: await hashPassword(PASSWORD),
        emailVerified: true,
        isActive: c.isActive ?? true,
        createdAt: new Date(c.createdAt ?? Date.now()),
        updatedAt: new Date(c.createdAt ?? Date.now()),
      })
      .returning({ id: customers.id });
    return row.id;
  };

  const updatedAtOf = async (id: string): Promise<Date> => {
    const [row] = await platform.db
      .drizzle(authTables)
      .select({ updatedAt: customers.updatedAt })
      .from(customers)
      .where(eq(customers.id, id));
    return row.updatedAt;
  };

  beforeAll(async () => {
    service = await startServiceForTest('auth', AuthModule, {
      prepare: (p) => {
        void p.events.subscribe<PrincipalStatusChanged>(PrincipalEvents.statusChanged, {}, (e) => {
          statusEvents.push(e.data);
        });
        void p.jobs.process<CodeMail>(MAIL_QUEUE, async (data) => void mails.push(data));
      },
    });
    platform = service.platform;
    const listed = [
      ['Asha', 'Rao', 'asha@list.example.in', '9876500001', true, '2026-01-01T10:00:00Z'],
      ['Ravi', 'Kumar', 'ravi@list.example.in', '9876500002', false, '2026-01-02T10:00:00Z'],
      ['Meena', 'Iyer', 'meena@list.example.in', '9123400003', true, '2026-01-03T10:00:00Z'],
      ['Kumar', 'Swamy', 'kswamy@list.example.in', '9876500004', true, '2026-01-04T10:00:00Z'],
      ['Priya', 'Shah', 'priya_shah@list.example.in', '9000000005', true, '2026-01-05T10:00:00Z'],
    ] as const;
    for (const [firstName, lastName, email, phone, isActive, createdAt] of listed) {
      await addCustomer({ firstName, lastName, email, phone, isActive, createdAt });
    }
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  it('counts every customer and the active ones', async () => {
    await expect(figures()).resolves.toEqual({ totalUsers: 5, activeUsers: 4 });
  });

  it('finds customers by first name, last name or full name, in any case, newest first', async () => {
    expect(await emails({ search: 'kumar' })).toEqual(['kswamy@list.example.in', 'ravi@list.example.in']);
    expect(await emails({ search: 'RAVI KUMAR' })).toEqual(['ravi@list.example.in']);
    expect(await emails({ search: 'meen' })).toEqual(['meena@list.example.in']);
  });

  it('finds customers by e-mail and by phone', async () => {
    expect(await emails({ search: 'asha@list' })).toEqual(['asha@list.example.in']);
    expect(await emails({ search: '98765' })).toEqual([
      'kswamy@list.example.in',
      'ravi@list.example.in',
      'asha@list.example.in',
    ]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await emails({ search: '%' })).toEqual([]);
    expect(await emails({ search: '_' })).toEqual(['priya_shah@list.example.in']);
  });

  it('filters by status', async () => {
    expect(await emails({ search: 'list.example', status: 'inactive' })).toEqual(['ravi@list.example.in']);
    expect(await emails({ search: 'list.example', status: 'active' })).toHaveLength(4);
    expect(await emails({ search: 'list.example', status: 'all' })).toHaveLength(5);
  });

  it('pages through the list newest first and reports the totals', async () => {
    const first = await list({ search: 'list.example', pageSize: 2 });
    expect(first.users.map((u) => u.email)).toEqual(['priya_shah@list.example.in', 'kswamy@list.example.in']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: 5, totalPages: 3 });
    const last = await list({ search: 'list.example', pageSize: '2', page: '3' });
    expect(last.users.map((u) => u.email)).toEqual(['asha@list.example.in']);
    expect(last.pagination).toEqual({ page: 3, pageSize: 2, total: 5, totalPages: 3 });
  });

  it('lists a customer without addresses, preferences or password hash', async () => {
    const [user] = (await list({ search: 'asha@list' })).users;
    expect(user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', phone: '9876500001', isActive: true });
    expect(user.createdAt).toBe('2026-01-01T10:00:00.000Z');
    expect(user).not.toHaveProperty('addresses');
    expect(user).not.toHaveProperty('preferences');
    expect(JSON.stringify(user)).not.toMatch(/scrypt|passwordHash/);
  });

  it('refuses every admin call from a customer', async () => {
    const forbidden = { kind: 'FORBIDDEN' };
    await expect(list({}, customerPrincipal)).rejects.toMatchObject(forbidden);
    await expect(toggle(randomUUID(), customerPrincipal)).rejects.toMatchObject(forbidden);
    await expect(figures(customerPrincipal)).rejects.toMatchObject(forbidden);
  });

  it('refuses an unknown status, naming the field', async () => {
    await expect(list({ status: 'banned' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('status'),
    });
  });

  it('answers 404 for an unknown or malformed customer id', async () => {
    const notFound = { kind: 'NOT_FOUND', message: 'User not found' };
    await expect(toggle(randomUUID())).rejects.toMatchObject(notFound);
    await expect(toggle('nope')).rejects.toMatchObject(notFound);
  });

  it('deactivates and reactivates a customer, telling the gateways each time', async () => {
    const id = await addCustomer({
      firstName: 'Toggle',
      lastName: 'Me',
      email: 'toggle@example.in',
      createdAt: '2020-01-01T00:00:00Z',
    });
    const before = await figures();
    const off = await toggle(id);
    expect(off).toMatchObject({ success: true, message: 'User deactivated', user: { id, isActive: false } });
    await expect(figures()).resolves.toEqual({ totalUsers: before.totalUsers, activeUsers: before.activeUsers - 1 });
    expect((await updatedAtOf(id)).getTime()).toBeGreaterThan(Date.parse('2020-01-01T00:00:00Z'));
    const on = await toggle(id);
    expect(on).toMatchObject({ success: true, message: 'User activated', user: { id, isActive: true } });
    await (platform.events as InProcessEventBus).settle();
    expect(statusEvents.filter((e) => e.id === id)).toEqual([
      { id, role: 'customer', active: false },
      { id, role: 'customer', active: true },
    ]);
  });

  it('with the wanted state, switches only a customer not yet in it: a second admin gets 409, no flip back', async () => {
    const id = await addCustomer({ firstName: 'Twice', lastName: 'Clicked', email: 'twice@example.in' });
    await (platform.events as InProcessEventBus).settle();
    const eventsBefore = statusEvents.length;
    const [first, second] = await Promise.allSettled([toggle(id, admin, false), toggle(id, admin, false)]);
    const outcomes = [first, second].map((r) => r.status).sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const refused = [first, second].find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: 'CONFLICT', message: 'User is already inactive' });
    expect((await list({ search: 'twice@example.in' })).users[0].isActive).toBe(false);
    await expect(toggle(id, admin, true)).resolves.toMatchObject({ user: { isActive: true } });
    await (platform.events as InProcessEventBus).settle();
    expect(statusEvents.length - eventsBefore).toBe(2);
    await expect(toggle(randomUUID(), admin, true)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('refuses a deactivated customer at sign-in and at the gateway, until reactivated', async () => {
    const id = await addCustomer({ firstName: 'Off', lastName: 'Line', email: 'off@example.in' });
    await expect(login('off@example.in')).resolves.toMatchObject({ success: true });
    await toggle(id);
    await expect(login('off@example.in')).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(platform.client.query(PrincipalCheckPatterns.customer, { id })).resolves.toEqual({ active: false });
    await toggle(id);
    await expect(login('off@example.in')).resolves.toMatchObject({ success: true });
    await expect(platform.client.query(PrincipalCheckPatterns.customer, { id })).resolves.toEqual({ active: true });
  });

  it('does not let a deactivated unverified account be taken over by proving its e-mail', async () => {
    const email = 'taken-over@example.in';
    const userData = { firstName: 'Kavya', lastName: 'Nair', email, password: PASSWORD };
    await platform.client.command(AuthPatterns.register, userData);
    await toggle((await list({ search: email })).users[0].id);
    await platform.client.command(AuthPatterns.sendOtp, { email, firstName: 'Kavya' });
    await (platform.jobs as LocalJobQueue).idle();
    const otp = mails.filter((m) => m.to === email).at(-1)!.code;
    await expect(platform.client.command(AuthPatterns.verifyOtp, { email, otp, userData })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    const [user] = (await list({ search: email })).users;
    expect(user).toMatchObject({ isActive: false, emailVerified: false });
  });
});

import { outboxTable } from '@thindi/platform/outbox-table';
import type {
  AdminAuditResponse,
  AdminStatsResponse,
  DeadLetterListResponse,
  ReplayDeadLettersResponse,
} from '@thindi/contracts';
import type { InProcessEventBus } from '@thindi/platform';
import { pgSchema } from 'drizzle-orm/pg-core';
import { call } from './accounts-helpers';
import { newCustomer, send } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Dead letters on the whole standalone marketplace: counted in health and the dashboard, replayed by an admin. */
const ADMIN = { email: 'ops@thindi.in', password: 'Filter-Kaapi-42' };
const sellerOutbox = outboxTable(pgSchema('seller'));
let app: TestApp;
let adminToken: string;
let consumerBroken = true;
const handled: unknown[] = [];

async function api<T>(method: string, url: string, token?: string, body?: unknown) {
  const res = await send(app, method, url, token, body);
  return { status: res.status, body: res.body as unknown as T & { message?: string } };
}
type Health = {
  deadLetters: number;
  deadLettersByOwner: Record<string, number>;
  services: Record<string, { deadLetters?: number }>;
};

beforeAll(async () => {
  app = await startStandalone({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
  // One event a consumer gave up on, and one seller outbox entry that exhausted its attempts.
  const events = app.platform.events as InProcessEventBus;
  await events.subscribe('test.dead-letter', { group: 'api-test' }, (e) => {
    if (consumerBroken) throw new Error('consumer down');
    handled.push(e.data);
  });
  await events.publish('test.dead-letter', { n: 1 });
  await events.settle();
  await app.platform.db
    .drizzle({ sellerOutbox })
    .insert(sellerOutbox)
    .values({ kind: 'event', topic: 'test.outbox-dead-letter', data: { n: 2 }, attempts: 10, deadAt: new Date() });
}, 300_000);
afterAll(() => app?.stop());

describe('dead letters', () => {
  it('are counted in /api/health, by the service or consumer group that holds them', async () => {
    const health = await api<Health>('GET', '/api/health');
    expect(health.body).toMatchObject({ deadLetters: 2, deadLettersByOwner: { 'events:api-test': 1, seller: 1 } });
    expect(health.body.services.seller.deadLetters).toBe(1);
    expect(health.body.services.auth.deadLetters).toBe(0);
  });

  it('are counted on the admin dashboard', async () => {
    const { body } = await api<AdminStatsResponse>('GET', '/api/admin/stats', adminToken);
    expect(body.stats.deadLetters).toBe(2);
  });

  it('are listed for an admin only, newest first, with owner, subject, request id, last error and time', async () => {
    const customer = (await newCustomer(app)).token;
    expect((await api('GET', '/api/admin/dead-letters')).status).toBe(401);
    expect((await api('GET', '/api/admin/dead-letters', customer)).status).toBe(403);
    const bad = await api('GET', '/api/admin/dead-letters?page=0', adminToken);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/page/);

    const { status, body } = await api<DeadLetterListResponse>('GET', '/api/admin/dead-letters', adminToken);
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ page: 1, total: 2 });
    expect(body.deadLetters).toEqual([
      {
        id: expect.any(String),
        owner: 'seller',
        subject: 'test.outbox-dead-letter',
        requestId: null,
        lastError: '',
        deadAt: expect.any(String),
      },
      {
        id: expect.any(String),
        owner: 'events:api-test',
        subject: 'test.dead-letter',
        requestId: null,
        lastError: 'consumer down',
        deadAt: expect.any(String),
      },
    ]);
    expect(Date.parse(body.deadLetters[0].deadAt)).toBeGreaterThanOrEqual(Date.parse(body.deadLetters[1].deadAt));

    const second = await api<DeadLetterListResponse>('GET', '/api/admin/dead-letters?page=2&pageSize=1', adminToken);
    expect(second.body.deadLetters.map((d) => d.owner)).toEqual(['events:api-test']);
    expect(second.body.pagination).toMatchObject({ page: 2, pageSize: 1, total: 2, totalPages: 2 });
  });

  it('may be replayed by an admin only', async () => {
    const customer = (await newCustomer(app)).token;
    expect((await api('POST', '/api/admin/dead-letters/replay', undefined, {})).status).toBe(401);
    const refused = await api('POST', '/api/admin/dead-letters/replay', customer, {});
    expect(refused.status).toBe(403);
    const bad = await api('POST', '/api/admin/dead-letters/replay', adminToken, { id: 42 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
    expect((await api<Health>('GET', '/api/health')).body.deadLetters).toBe(2);
  });

  it('are sent again when an admin replays them, and the replay is in the audit log', async () => {
    consumerBroken = false;
    const { status, body } = await api<ReplayDeadLettersResponse>('POST', '/api/admin/dead-letters/replay', adminToken);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Replayed 2 dead letters', replayed: 2, remaining: 0 });
    expect(handled).toEqual([{ n: 1 }]);
    expect((await api<Health>('GET', '/api/health')).body).toMatchObject({ deadLetters: 0, deadLettersByOwner: {} });
    const log = await api<AdminAuditResponse>('GET', '/api/admin/audit-log?action=dead-letters.replay', adminToken);
    expect(log.body.entries).toEqual([expect.objectContaining({ targetId: 'all', details: { replayed: 2 } })]);
  });
});

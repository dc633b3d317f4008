import {
  AdminDeadLetterPatterns,
  AdminModerationPatterns,
  AdminPatterns,
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  SellerPatterns,
  type AdminAuditResponse,
  type AdminStatsResponse,
  type Principal,
  type ReplayDeadLettersResponse,
} from '@thindi/contracts';
import type { InProcessEventBus } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { startAdminForTest, type AdminCall } from '../../../test/admin-fixture';
import { FakeOwnersController, KNOWN_ID } from '../../../test/fake-owners.controller';
import { admins } from '../../db/schema';

/** The admin service asks the owners: figures in parallel under a time limit, commands with an audit trail. */
describe('admin moderation', () => {
  let svc: ServiceUnderTest;
  let admin: Principal;
  let query: AdminCall;
  let command: AdminCall;
  const customer: Principal = { id: KNOWN_ID, role: 'customer', email: 'c@x.in' };
  const asked = FakeOwnersController.asked;

  beforeAll(async () => {
    ({ svc, admin, query, command } = await startAdminForTest([FakeOwnersController], {
      ADMIN_STATS_TIMEOUT_MS: '300',
    }));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());
  beforeEach(() => asked.splice(0));

  it('gathers the figures from every owner at once and marks the one that did not answer in time', async () => {
    const { stats } = await query<AdminStatsResponse>(AdminModerationPatterns.stats, {});
    expect(stats).toEqual({
      totalUsers: 12,
      activeUsers: 11,
      totalSellers: 4,
      pendingSellers: 2,
      verifiedSellers: 1,
      inactiveSellers: 1,
      totalProducts: 41,
      activeProducts: 39,
      productsWithoutFacts: 5,
      productsHeldForFacts: 2,
      totalOrders: null,
      totalRevenue: null,
      recentOrders: null,
      deadLetters: 0,
      unavailable: ['orders'],
    });
    expect(asked.map((a) => a.pattern).sort()).toEqual(
      [
        OwnerAdminPatterns.orders.figures,
        OwnerAdminPatterns.products.figures,
        OwnerAdminPatterns.sellers.figures,
        OwnerAdminPatterns.users.figures,
      ].sort(),
    );
    expect(asked.every((a) => a.message.principal.id === admin.id)).toBe(true);
  });

  it('refuses every call to anyone but an active admin', async () => {
    const calls: Array<[string, unknown]> = [
      [AdminModerationPatterns.stats, {}],
      [AdminModerationPatterns.listUsers, {}],
      [AdminModerationPatterns.toggleUser, { id: KNOWN_ID }],
      [AdminPatterns.approveSeller, { id: KNOWN_ID }],
      [AdminModerationPatterns.auditLog, {}],
      [AdminDeadLetterPatterns.replay, {}],
    ];
    for (const [pattern, input] of calls) {
      await expect(query(pattern, input, customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    }
    const ghost: Principal = { id: '6b0f5c4e-0000-4000-8000-0000000000ff', role: 'admin', email: 'ghost@x.in' };
    await expect(query(AdminModerationPatterns.stats, {}, ghost)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    expect(asked).toEqual([]);
  });

  it('validates list queries before asking the owner', async () => {
    await expect(query(AdminModerationPatterns.listUsers, { status: 'asleep' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('status'),
    });
    await expect(query(AdminModerationPatterns.listUsers, { pageSize: '500' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('pageSize'),
    });
    await query(AdminModerationPatterns.listUsers, { search: ' meena ', page: '2' });
    expect(asked[0]).toMatchObject({
      pattern: OwnerAdminPatterns.users.list,
      message: { input: { search: 'meena', page: 2, pageSize: 20, status: 'all' } },
    });
  });

  it('writes each command to the audit log with who, what, the target and the reason, newest first', async () => {
    await command(AdminModerationPatterns.toggleUser, { id: KNOWN_ID });
    await command(AdminModerationPatterns.toggleProduct, { id: KNOWN_ID });
    await command(AdminPatterns.rejectSeller, { id: KNOWN_ID, reason: 'PAN card unreadable' });
    await query(AdminModerationPatterns.sellerDocument, { id: KNOWN_ID, kind: 'pan' });
    expect(asked.find((a) => a.pattern === SellerPatterns.document)?.message.input).toEqual({
      kind: 'pan',
      sellerId: KNOWN_ID,
    });

    const { entries, pagination } = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {});
    const actions = entries.map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual([
      'seller.document-view',
      'seller.reject',
      'product.toggle-status',
      'user.toggle-status',
    ]);
    expect(actions).toContain('admin.login');
    expect(pagination.total).toBe(entries.length);
    expect(entries[1]).toMatchObject({
      admin: { id: admin.id, email: 'boss@thindi.in' },
      targetType: 'seller',
      targetId: KNOWN_ID,
      reason: 'PAN card unreadable',
    });

    const rejections = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, { action: 'seller.reject' });
    expect(rejections.entries.map((e) => e.reason)).toEqual(['PAN card unreadable']);
    const paged = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, { pageSize: '2', page: '2' });
    expect(paged.entries.map((e) => e.action)).toEqual(actions.slice(2, 4));
  });

  it("asks the seller service to verify a seller's FSSAI licence and logs who verified which number", async () => {
    const answer = await command(AdminModerationPatterns.verifyFoodLicence, { id: KNOWN_ID });
    expect(answer).toMatchObject({ message: 'FSSAI licence verified', seller: { id: KNOWN_ID } });
    expect(asked.map((a) => a.pattern)).toEqual([SellerPatterns.verifyFoodLicence]);
    const log = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {
      action: AUDIT_ACTIONS.verifyFoodLicence,
    });
    expect(log.entries[0]).toMatchObject({
      admin: { id: admin.id },
      targetType: 'seller',
      targetId: KNOWN_ID,
      details: { businessName: 'Amma Snacks', fssaiLicenceNumber: '12423008000123' },
    });
  });

  it('logs no licence verification the seller service refused', async () => {
    const before = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {
      action: AUDIT_ACTIONS.verifyFoodLicence,
    });
    const unknown = '6b0f5c4e-0000-4000-8000-0000000000bc';
    await expect(command(AdminModerationPatterns.verifyFoodLicence, { id: unknown })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(query(AdminModerationPatterns.verifyFoodLicence, { id: KNOWN_ID }, customer)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    const after = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {
      action: AUDIT_ACTIONS.verifyFoodLicence,
    });
    expect(after.pagination.total).toBe(before.pagination.total);
  });

  it('logs nothing when the owner refuses the command', async () => {
    const before = (await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {})).pagination.total;
    const unknown = '6b0f5c4e-0000-4000-8000-0000000000bb';
    await expect(command(AdminPatterns.approveSeller, { id: unknown })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(command(AdminPatterns.rejectSeller, { id: KNOWN_ID, reason: '   ' })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    expect((await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, {})).pagination.total).toBe(before);
  });

  it('stops a deactivated admin at once', async () => {
    const db = svc.platform.db.drizzle({ admins });
    await db.update(admins).set({ isActive: false }).where(eq(admins.id, admin.id));
    await expect(query(AdminModerationPatterns.listUsers, {})).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    await db.update(admins).set({ isActive: true }).where(eq(admins.id, admin.id));
  });

  it('counts an event a consumer gave up on, and replays it for an admin with an audit entry', async () => {
    const events = svc.platform.events as InProcessEventBus;
    let broken = true;
    const handled: unknown[] = [];
    await events.subscribe('test.happened', { group: 'admin-test' }, (e) => {
      if (broken) throw new Error('consumer down');
      handled.push(e.data);
    });
    await events.publish('test.happened', { n: 1 });
    await events.settle();
    expect((await query<AdminStatsResponse>(AdminModerationPatterns.stats, {})).stats.deadLetters).toBe(1);

    broken = false;
    const answer = await command<ReplayDeadLettersResponse>(AdminDeadLetterPatterns.replay, {});
    expect(answer).toEqual({ success: true, message: 'Replayed 1 dead letter', replayed: 1, remaining: 0 });
    expect(handled).toEqual([{ n: 1 }]);
    const log = await query<AdminAuditResponse>(AdminModerationPatterns.auditLog, { action: 'dead-letters.replay' });
    expect(log.entries[0]).toMatchObject({ targetId: 'all', details: { replayed: 1 } });
  }, 30_000);

  it('refuses a replay with a malformed id', async () => {
    await expect(command(AdminDeadLetterPatterns.replay, { id: 42 })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('id'),
    });
  });
});

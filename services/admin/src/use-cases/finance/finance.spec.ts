import {
  AdminFinancePatterns,
  SettlementPatterns,
  type AdminFinanceResponse,
  type CsvFile,
  type PayoutResponse,
  type Principal,
} from '@thindi/contracts';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { startAdminForTest, type AdminCall, type AdminUnderTest } from '../../../test/admin-fixture';
import { DUE_PAYOUT_ID, FakeFinanceController } from '../../../test/fake-finance.controller';

/** The admin's Finance tab goes through the admin service: the finance service answers, payouts are audited. */
describe('admin finance', () => {
  let svc: ServiceUnderTest;
  let admin: Principal;
  let command: AdminCall;
  let auditOf: AdminUnderTest['auditOf'];
  const seller: Principal = { id: '6b0f5c4e-0000-4000-8000-00000000000a', role: 'seller', email: 's@x.in' };
  const asked = FakeFinanceController.asked;

  beforeAll(async () => {
    ({ svc, admin, command, auditOf } = await startAdminForTest([FakeFinanceController]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());
  beforeEach(() => asked.splice(0));

  it('reads the figures and the GSTR-8 file from the finance service as the admin', async () => {
    const figures = await command<AdminFinanceResponse>(AdminFinancePatterns.overview, {});
    expect(figures).toMatchObject({ success: true, defaultCommissionPercent: 8, duePayouts: [{ id: DUE_PAYOUT_ID }] });
    const file = await command<CsvFile>(AdminFinancePatterns.gstr8Csv, { month: '2026-11' });
    expect(file.filename).toBe('gstr8-2026-11.csv');
    expect(asked.map((a) => [a.pattern, a.message.principal.id])).toEqual([
      [SettlementPatterns.adminOverview, admin.id],
      [SettlementPatterns.gstr8Csv, admin.id],
    ]);
  });

  it('refuses a GSTR-8 file for a month that is not one, without asking the finance service', async () => {
    await expect(command(AdminFinancePatterns.gstr8Csv, { month: '2026-13' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('month must be a month such as 2026-11'),
    });
    expect(asked).toEqual([]);
  });

  it('marks a payout paid with its UTR and logs who did it, the payout, the UTR and the amount', async () => {
    const answer = await command<PayoutResponse>(AdminFinancePatterns.markPaid, {
      id: DUE_PAYOUT_ID,
      utr: ' HDFCN52026112400123 ',
    });
    expect(answer.payout).toMatchObject({ state: 'paid', utr: 'HDFCN52026112400123' });
    expect(asked).toEqual([
      {
        pattern: SettlementPatterns.markPaid,
        message: { principal: admin, input: { id: DUE_PAYOUT_ID, utr: 'HDFCN52026112400123' } },
      },
    ]);
    const [entry] = await auditOf('payout.paid');
    expect(entry).toMatchObject({
      admin: { id: admin.id },
      targetType: 'payout',
      targetId: DUE_PAYOUT_ID,
      details: { utr: 'HDFCN52026112400123', amountPaise: 1_234_550, reference: 'THPO-20261130-0001' },
    });
  });

  it('logs a failed payout with its reason, a payout run with its total, and a commission change', async () => {
    await command(AdminFinancePatterns.markFailed, { id: DUE_PAYOUT_ID, reason: 'Account closed' });
    await command(AdminFinancePatterns.runPayouts, {});
    const figures = await command<AdminFinanceResponse>(AdminFinancePatterns.setCommission, {
      category: 'sweets',
      ratePercent: 7.5,
    });
    expect(figures).toMatchObject({ success: true, commissionRates: [{ category: 'sweets', ratePercent: 7.5 }] });
    expect(asked.map((a) => a.pattern)).toEqual([
      SettlementPatterns.markFailed,
      SettlementPatterns.runPayouts,
      SettlementPatterns.setCommission,
    ]);

    expect((await auditOf('payout.failed'))[0]).toMatchObject({ targetId: DUE_PAYOUT_ID, reason: 'Account closed' });
    expect((await auditOf('payout.run'))[0]).toMatchObject({ details: { created: 1, totalPaise: 1_234_550 } });
    expect((await auditOf('commission.set'))[0]).toMatchObject({
      targetType: 'commission',
      targetId: 'sweets',
      details: { ratePercent: 7.5, validFrom: '2026-11-24' },
    });
  });

  it('refuses a bad UTR before asking the finance service, and logs nothing the finance service refused', async () => {
    await expect(command(AdminFinancePatterns.markPaid, { id: DUE_PAYOUT_ID, utr: 'AB12' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('UTR must be 12 to 22 letters and digits'),
    });
    const before = (await auditOf('payout.paid')).length;
    const unknown = '6b0f5c4e-0000-4000-8000-0000000000ee';
    await expect(
      command(AdminFinancePatterns.markPaid, { id: unknown, utr: 'HDFCN52026112400999' }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(await auditOf('payout.paid')).toHaveLength(before);
  });

  it('refuses every finance call to anyone but an admin, without asking the finance service', async () => {
    const calls: Array<[string, unknown]> = [
      [AdminFinancePatterns.overview, {}],
      [AdminFinancePatterns.bankCsv, {}],
      [AdminFinancePatterns.runPayouts, {}],
      [AdminFinancePatterns.markPaid, { id: DUE_PAYOUT_ID, utr: 'HDFCN52026112400123' }],
      [AdminFinancePatterns.markFailed, { id: DUE_PAYOUT_ID, reason: 'Account closed' }],
      [AdminFinancePatterns.setCommission, { category: 'sweets', ratePercent: 5 }],
    ];
    for (const [pattern, input] of calls) {
      await expect(command(pattern, input, seller)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    }
    expect(asked).toEqual([]);
  });
});

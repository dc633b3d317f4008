import { Module } from '@nestjs/common';
import {
  FinancePatterns,
  SettlementPatterns,
  type AdminFinance,
  type CsvFile,
  type InvoicesForOrderResponse,
  type OrderStatusChangedEvent,
  type PayoutResponse,
  type PayoutRunResponse,
  type Principal,
  type SellerEarnings,
} from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { FakeSourcesController } from '../../../test/fake-sources.controller';
import { guwahatiPart, line, maduraiSeller, mysuruSeller } from '../../../test/order-parts';
import type { FinanceDb } from '../../db/finance-db';
import { PayoutsRepository } from '../../db/payouts.repository';
import { rowsOf } from '../../db/rows';
import { FINANCE_CLOCK, FINANCE_DB, type Clock } from '../../finance.constants';
import { FinanceModule } from '../../finance.module';
import { FinanceSweeper } from '../../jobs/finance-sweeper';
import { platformAccount, sellerHeld, sellerPayable } from '../../ledger/accounts';
import { Ledger } from '../../ledger/ledger';
import { FinanceOrderEventsConsumer } from '../../messaging/order-events.consumer';
import { ReversePartHandler } from '../reverse-part/reverse-part.handler';

@Module({ controllers: [FakeSourcesController] })
class FakeSourcesModule {}

const DAY = 24 * 3600 * 1000;

/**
 * The finance service driven by order events, with the order and seller services faked: invoices when parts
 * ship, the ledger when they are delivered, the return window, payouts and the admin's and sellers' views.
 */
describe('finance service: settlement', () => {
  let svc: ServiceUnderTest;
  let consumer: FinanceOrderEventsConsumer;
  let ledger: Ledger;
  let clock: Clock;
  let db: FinanceDb;
  let now = new Date('2026-11-21T06:00:00Z');
  const admin: Principal = { id: 'admin-1', role: 'admin', email: 'boss@thindi.in' };
  const customer: Principal = { id: 'customer-1', role: 'customer', email: 'priya@x.in' };
  const sellerPrincipal = (sellerId: string): Principal => ({ id: sellerId, role: 'seller', email: 's@x.in' });
  const ask = <T>(pattern: string, principal: Principal, input: unknown = {}) =>
    svc.platform.client.query<T>(pattern, { principal, input });
  const event = (orderId: string, sellerId: string | null, status: OrderStatusChangedEvent['status']) =>
    consumer.apply({
      orderId,
      orderNumber: `ORD-${orderId.slice(0, 8)}`,
      sellerId,
      status,
      orderStatus: status,
      at: now.toISOString(),
    });

  /** A two-seller COD order to Guwahati, both parts shipped and delivered. */
  async function deliveredOrder(amma = maduraiSeller(), mane = mysuruSeller()) {
    const orderId = randomUUID();
    FakeSourcesController.profiles.set(amma.sellerId, amma);
    FakeSourcesController.profiles.set(mane.sellerId, mane);
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, guwahatiPart(orderId, amma, [line()]));
    FakeSourcesController.parts.set(
      `${orderId}:${mane.sellerId}`,
      guwahatiPart(orderId, mane, [
        line({ productName: 'Chakli', weight: '250g', quantity: 1, unitPricePaise: 20_000, category: 'snacks' }),
      ]),
    );
    for (const status of ['shipped', 'delivered'] as const) {
      await event(orderId, amma.sellerId, status);
      await event(orderId, mane.sellerId, status);
    }
    return { orderId, amma, mane };
  }

  beforeAll(async () => {
    svc = await startServiceForTest(
      'finance',
      { module: class FinanceUnderTest {}, imports: [FinanceModule, FakeSourcesModule] },
      { env: { FINANCE_SWEEP_SECONDS: '86400', REQUEST_TIMEOUT_MS: '1500' } },
    );
    consumer = svc.app.get(FinanceOrderEventsConsumer);
    ledger = svc.app.get(Ledger);
    clock = svc.app.get(FINANCE_CLOCK);
    db = svc.app.get(FINANCE_DB);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());
  beforeEach(() => {
    now = new Date('2026-11-21T06:00:00Z');
    FakeSourcesController.down = false;
  });

  it('issues both sellers their IGST invoices and the platform its delivery invoice when the parts ship', async () => {
    const { orderId, amma, mane } = await deliveredOrder();
    const { invoices } = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, customer, { orderId });
    expect(invoices.map((i) => [i.sellerId, i.kind, i.totalPaise]).sort()).toEqual(
      [
        [amma.sellerId, 'invoice', 94_500],
        [mane.sellerId, 'invoice', 21_000],
        ['platform', 'invoice', 5_000],
      ].sort(),
    );
    expect(invoices.find((i) => i.sellerId === amma.sellerId)?.number).toMatch(/^ASS\/2627\/\d{6}$/);
    expect(invoices.find((i) => i.sellerId === 'platform')?.number).toMatch(/^THD\/2627\/\d{6}$/);
    // A seller sees only its own.
    const own = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, sellerPrincipal(mane.sellerId), {
      orderId,
    });
    expect(own.invoices.map((i) => i.sellerId)).toEqual([mane.sellerId]);
  });

  it("settles a delivered part: the shopper's money due, commission, GST on it, TCS and TDS, the net held", async () => {
    const { orderId, amma } = await deliveredOrder();
    const entry = await ledger.entry(`delivered:${orderId}:${amma.sellerId}`);
    // ₹900 of sweets + ₹45 IGST: commission 5% of ₹900 = ₹45, its GST 18% = ₹8.10, TCS 0.5% of ₹900 = ₹4.50 (IGST),
    // TDS 0.1% of ₹945 = ₹0.945 → ₹0.95, net ₹886.45.
    expect(entry?.postings.map((p) => [p.account.code, p.amountPaise])).toEqual(
      expect.arrayContaining([
        ['cod-receivable', 94_500],
        ['commission-revenue', -4_500],
        ['gst-on-commission', -810],
        ['tcs-payable', -450],
        ['tds-payable', -95],
        ['seller-held', -88_645],
      ]),
    );
    expect(await ledger.balanceOf(sellerHeld(amma.sellerId))).toBe(-88_645);
    // The delivery charge: ₹50 with 18% GST in it.
    const charge = await ledger.entry(`delivery-charge:${orderId}`);
    expect(charge?.postings.map((p) => p.amountPaise).sort((a, b) => a - b)).toEqual([-4_237, -763, 5_000]);
    // A replayed delivery posts nothing more.
    await event(orderId, amma.sellerId, 'delivered');
    expect(await ledger.balanceOf(sellerHeld(amma.sellerId))).toBe(-88_645);
  });

  it("books the order's round off as the platform's: invoices + round off = what the shopper paid", async () => {
    const orderId = randomUUID();
    const amma = maduraiSeller();
    FakeSourcesController.profiles.set(amma.sellerId, amma);
    // 2 × ₹450.10 of sweets + ₹45.01 IGST + ₹50 delivery = ₹995.21 exact, charged ₹995: a round off of −21 paise.
    const part = { ...guwahatiPart(orderId, amma, [line({ unitPricePaise: 45_010 })]), orderRoundOffPaise: -21 };
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, part);
    await event(orderId, amma.sellerId, 'shipped');
    await event(orderId, amma.sellerId, 'delivered');

    const { invoices } = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, customer, { orderId });
    const invoiced = invoices.reduce((sum, i) => sum + i.totalPaise, 0);
    expect(invoiced).toBe(99_521);
    expect(invoiced + part.orderRoundOffPaise).toBe(99_500);
    const roundOff = await ledger.entry(`round-off:${orderId}`);
    expect(roundOff?.postings.map((p) => [p.account.code, p.amountPaise]).sort()).toEqual([
      ['cod-receivable', -21],
      ['round-off', 21],
    ]);
    // What is due from the courier for the order is what the shopper paid; the seller's amounts stay exact.
    const keys = [`delivered:${orderId}:${amma.sellerId}`, `delivery-charge:${orderId}`, `round-off:${orderId}`];
    const entries = await Promise.all(keys.map((key) => ledger.entry(key)));
    const receivable = entries
      .flatMap((e) => e?.postings ?? [])
      .filter((p) => p.account.code === 'cod-receivable')
      .reduce((sum, p) => sum + p.amountPaise, 0);
    expect(receivable).toBe(99_500);
    expect(entries[0]?.postings.find((p) => p.account.code === 'cod-receivable')?.amountPaise).toBe(94_521);

    // A replayed delivery posts it once; cancelling the whole order credits it back with the delivery charge.
    const booked = await ledger.balanceOf(platformAccount('round-off'));
    await event(orderId, amma.sellerId, 'delivered');
    expect(await ledger.balanceOf(platformAccount('round-off'))).toBe(booked);
    await event(orderId, null, 'cancelled');
    const reversal = await ledger.entry(`reversal:round-off:${orderId}`);
    expect(reversal?.postings.map((p) => [p.account.code, p.amountPaise]).sort()).toEqual([
      ['cod-receivable', 21],
      ['round-off', -21],
    ]);
    expect(await ledger.entry(`reversal:delivery-charge:${orderId}`)).toBeDefined();
  });

  it('posts no round-off entry for an order charged to the paisa', async () => {
    const { orderId } = await deliveredOrder();
    expect(await ledger.entry(`round-off:${orderId}`)).toBeUndefined();
  });

  it('makes the net payable when the return window passes, pays it out with a UTR, and shows it to the seller', async () => {
    const { amma } = await deliveredOrder();
    const sweeper = svc.app.get(FinanceSweeper);
    now = new Date(now.getTime() + 6 * DAY);
    await sweeper.sweep();
    expect(await ledger.balanceOf(sellerPayable(amma.sellerId))).toBe(0);
    now = new Date(now.getTime() + 2 * DAY);
    await sweeper.sweep();
    expect(await ledger.balanceOf(sellerPayable(amma.sellerId))).toBe(-88_645);

    const run = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    const payout = run.created.find((p) => p.sellerId === amma.sellerId)!;
    expect(payout).toMatchObject({
      amountPaise: 88_645,
      state: 'due',
      hasBank: true,
      sellerName: 'Amma Sweets & Snacks',
    });
    // A second run makes nothing for money already in a due payout.
    const again = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    expect(again.created.find((p) => p.sellerId === amma.sellerId)).toBeUndefined();

    const bank = await ask<CsvFile>(SettlementPatterns.bankCsv, admin);
    expect(bank.csv).toContain(`Amma Sweets,001234567890,SBIN0000881,886.45,${payout.reference}`);

    await expect(ask(SettlementPatterns.markPaid, admin, { id: payout.id, utr: 'short' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('UTR must be 12 to 22'),
    });
    const paid = await ask<PayoutResponse>(SettlementPatterns.markPaid, admin, {
      id: payout.id,
      utr: 'sbin326112345678',
    });
    expect(paid.payout).toMatchObject({ state: 'paid', utr: 'SBIN326112345678' });
    expect(await ledger.balanceOf(sellerPayable(amma.sellerId))).toBe(0);
    await expect(
      ask(SettlementPatterns.markPaid, admin, { id: payout.id, utr: 'SBIN326112345679' }),
    ).rejects.toMatchObject({ kind: 'CONFLICT' });

    const earnings = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(earnings).toMatchObject({ heldPaise: 0, payablePaise: 0, availablePaise: 0 });
    expect(earnings.payouts[0]).toMatchObject({ reference: payout.reference, utr: 'SBIN326112345678' });
    expect(earnings.statement[0]).toMatchObject({
      state: 'payable',
      grossPaise: 94_500,
      netPaise: 88_645,
      tdsPaise: 95,
    });
    expect(earnings.invoices).toHaveLength(1);
    const statement = await ask<CsvFile>(SettlementPatterns.sellerStatementCsv, sellerPrincipal(amma.sellerId));
    expect(statement.csv.split('\r\n')[1]).toMatch(/,Payable,945\.00,900\.00,45\.00,8\.10,4\.50,0\.95,886\.45$/);
  });

  it('tells a seller with nothing payable how much is held and when the first of it becomes payable', async () => {
    const amma = maduraiSeller();
    const before = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(before).toMatchObject({ heldPaise: 0, availablePaise: 0, nextRelease: null });

    await deliveredOrder(amma);
    now = new Date(now.getTime() + DAY);
    await deliveredOrder(amma);
    const earnings = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(earnings).toMatchObject({
      heldPaise: 2 * 88_645,
      availablePaise: 0,
      // Delivered on 21 Nov at 11:30 in India, payable 7 days later; the second order a day after that.
      nextRelease: { at: '2026-11-28T06:00:00.000Z', paise: 88_645 },
    });
  });

  it('refuses a UTR already recorded, and a failed payout returns the money for the next run', async () => {
    const { amma, mane } = await deliveredOrder();
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    const run = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    const ammaPayout = run.created.find((p) => p.sellerId === amma.sellerId)!;
    const manePayout = run.created.find((p) => p.sellerId === mane.sellerId)!;
    await ask(SettlementPatterns.markPaid, admin, { id: ammaPayout.id, utr: 'HDFCR52026112400001' });
    await expect(
      ask(SettlementPatterns.markPaid, admin, { id: manePayout.id, utr: 'hdfcr52026112400001' }),
    ).rejects.toMatchObject({ kind: 'CONFLICT', message: expect.stringContaining('already recorded') });

    await ask(SettlementPatterns.markFailed, admin, { id: manePayout.id, reason: 'Account closed' });
    const next = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    expect(next.created.find((p) => p.sellerId === mane.sellerId)?.amountPaise).toBe(manePayout.amountPaise);
  });

  it('credits a part cancelled after delivery and nets a return that came after the payout', async () => {
    const { orderId, amma } = await deliveredOrder();
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    const run = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    const payout = run.created.find((p) => p.sellerId === amma.sellerId)!;
    await ask(SettlementPatterns.markPaid, admin, { id: payout.id, utr: `ICIC${Date.now()}` });

    await event(orderId, amma.sellerId, 'cancelled');
    const { invoices } = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, admin, { orderId });
    const credit = invoices.find((i) => i.sellerId === amma.sellerId && i.kind === 'credit-note');
    expect(credit?.number).toMatch(/^ASSC\/2627\/\d{6}$/);
    // The seller now owes what it was paid: nothing is paid out until later sales cover it.
    expect(await ledger.balanceOf(sellerPayable(amma.sellerId))).toBe(88_645);
    const next = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    expect(next.created.find((p) => p.sellerId === amma.sellerId)).toBeUndefined();
    await deliveredOrder(amma);
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    const netted = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
    expect(netted.created.find((p) => p.sellerId === amma.sellerId)).toBeUndefined(); // 88,645 − 88,645 = 0
    const earnings = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(earnings.statement.map((r) => r.state).sort()).toEqual(['payable', 'reversed']);
  });

  it('credits a part returned within the return window and keeps the delivery charge of a delivered order', async () => {
    const { orderId, amma, mane } = await deliveredOrder();
    now = new Date(now.getTime() + 3 * DAY);
    // Amma's part comes back; Mane's stays delivered, so the order is still delivered.
    const returned = { orderId, orderNumber: `ORD-${orderId.slice(0, 8)}`, at: now.toISOString() };
    await consumer.apply({ ...returned, sellerId: amma.sellerId, status: 'returned', orderStatus: 'delivered' });

    const { invoices } = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, admin, { orderId });
    const credit = invoices.find((i) => i.sellerId === amma.sellerId && i.kind === 'credit-note');
    expect(credit?.number).toMatch(/^ASSC\/2627\/\d{6}$/);
    expect(credit?.totalPaise).toBe(94_500);
    expect(invoices.some((i) => i.sellerId === mane.sellerId && i.kind === 'credit-note')).toBe(false);
    expect(await ledger.balanceOf(sellerHeld(amma.sellerId))).toBe(0);
    const earnings = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(earnings.heldPaise).toBe(0);
    expect(earnings.statement.map((r) => [r.orderId, r.state])).toEqual([[orderId, 'reversed']]);
    // The window passing releases nothing of the returned part.
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    expect(await ledger.balanceOf(sellerPayable(amma.sellerId))).toBe(0);

    // Mane's part comes back too: every part is returned, yet the parcel was delivered, so the delivery charge stays.
    await consumer.apply({ ...returned, sellerId: mane.sellerId, status: 'returned', orderStatus: 'returned' });
    const after = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, admin, { orderId });
    expect(
      after.invoices
        .filter((i) => i.kind === 'credit-note')
        .map((i) => i.sellerId)
        .sort(),
    ).toEqual([amma.sellerId, mane.sellerId].sort());
    expect(await ledger.entry(`reversal:delivery-charge:${orderId}`)).toBeUndefined();
    // A replayed return changes nothing.
    await consumer.apply({ ...returned, sellerId: amma.sellerId, status: 'returned', orderStatus: 'returned' });
    const replayed = await ask<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, admin, { orderId });
    expect(replayed.invoices).toHaveLength(after.invoices.length);
  });

  it('applies a category commission set by the admin from its date, and only an admin may set it', async () => {
    await expect(
      ask(SettlementPatterns.setCommission, sellerPrincipal('s'), { category: 'sweets', ratePercent: 8 }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      ask(SettlementPatterns.setCommission, admin, { category: 'sweets', ratePercent: 31 }),
    ).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('ratePercent must be between 0 and 30'),
    });
    const overview = await ask<AdminFinance>(SettlementPatterns.setCommission, admin, {
      category: 'sweets',
      ratePercent: 8,
      validFrom: '2026-11-01',
    });
    expect(overview.commissionRates).toContainEqual({ category: 'sweets', ratePercent: 8, validFrom: '2026-11-01' });
    expect(overview.defaultCommissionPercent).toBe(5);
    const { orderId, amma, mane } = await deliveredOrder();
    const sweets = await ledger.entry(`delivered:${orderId}:${amma.sellerId}`);
    expect(sweets?.postings.find((p) => p.account.code === 'commission-revenue')?.amountPaise).toBe(-7_200);
    const snacks = await ledger.entry(`delivered:${orderId}:${mane.sellerId}`);
    expect(snacks?.postings.find((p) => p.account.code === 'commission-revenue')?.amountPaise).toBe(-1_000);
    await ask(SettlementPatterns.setCommission, admin, { category: 'sweets', ratePercent: 5, validFrom: '2026-11-01' });
  });

  it("keeps each party to its own: a seller its earnings, the admin the platform's figures", async () => {
    await expect(ask(SettlementPatterns.sellerEarnings, customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(ask(SettlementPatterns.adminOverview, sellerPrincipal('s'))).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(ask(SettlementPatterns.gstr8Csv, admin, { month: '2026-13' })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    await expect(
      ask(SettlementPatterns.markPaid, admin, { id: randomUUID(), utr: 'SBIN326112345000' }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const overview = await ask<AdminFinance>(SettlementPatterns.adminOverview, admin);
    const november = overview.months.find((m) => m.month === '2026-11');
    expect(november?.commissionPaise).toBeGreaterThan(0);
    const gstr8 = await ask<CsvFile>(SettlementPatterns.gstr8Csv, admin, { month: '2026-11' });
    expect(gstr8.filename).toBe('gstr8-2026-11.csv');
    expect(gstr8.csv).toMatch(/^GSTIN of supplier,Supplier name,Place of supply/);
    expect(gstr8.csv).toMatch(/\r\n33AMSPS1234A1ZB,Amma Sweets & Snacks,18,/);
  });

  it('leaves a delivered part for a later delivery when the order service does not answer', async () => {
    const orderId = randomUUID();
    const amma = maduraiSeller();
    FakeSourcesController.profiles.set(amma.sellerId, amma);
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, guwahatiPart(orderId, amma, [line()]));
    FakeSourcesController.down = true;
    await expect(event(orderId, amma.sellerId, 'delivered')).rejects.toBeDefined();
    expect(await ledger.entry(`delivered:${orderId}:${amma.sellerId}`)).toBeUndefined();
    FakeSourcesController.down = false;
    await event(orderId, amma.sellerId, 'delivered');
    expect(await ledger.entry(`delivered:${orderId}:${amma.sellerId}`)).toBeDefined();
  });

  it('reverses a delivery handled only after the part was returned', async () => {
    const orderId = randomUUID();
    const amma = maduraiSeller();
    FakeSourcesController.profiles.set(amma.sellerId, amma);
    const part = guwahatiPart(orderId, amma, [line()]);
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, part);
    FakeSourcesController.down = true;
    await expect(event(orderId, amma.sellerId, 'delivered')).rejects.toBeDefined();
    FakeSourcesController.down = false;
    // The return is handled first: nothing was settled, so nothing is reversed yet.
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, { ...part, status: 'returned' });
    await event(orderId, amma.sellerId, 'returned');
    // The delivery comes again: settled, and reversed at once since the part is returned.
    await event(orderId, amma.sellerId, 'delivered');
    expect(await ledger.entry(`reversal:delivered:${orderId}:${amma.sellerId}`)).toBeDefined();
    expect(await ledger.balanceOf(sellerHeld(amma.sellerId))).toBe(0);
    const earnings = await ask<SellerEarnings>(SettlementPatterns.sellerEarnings, sellerPrincipal(amma.sellerId));
    expect(earnings.statement.map((r) => r.state)).toEqual(['reversed']);
  });

  it('owes the reversal of a late delivery whose reversal failed: the replay makes it', async () => {
    const orderId = randomUUID();
    const amma = maduraiSeller();
    FakeSourcesController.profiles.set(amma.sellerId, amma);
    FakeSourcesController.parts.set(`${orderId}:${amma.sellerId}`, {
      ...guwahatiPart(orderId, amma, [line()]),
      status: 'returned',
    });
    // The settlement commits, then the reversal fails (a crash between the two steps).
    jest.spyOn(svc.app.get(ReversePartHandler), 'execute').mockRejectedValueOnce(new Error('connection reset'));
    await expect(event(orderId, amma.sellerId, 'delivered')).rejects.toThrow('connection reset');
    expect(await ledger.entry(`delivered:${orderId}:${amma.sellerId}`)).toBeDefined();
    expect(await ledger.entry(`reversal:delivered:${orderId}:${amma.sellerId}`)).toBeUndefined();
    await event(orderId, amma.sellerId, 'delivered');
    expect(await ledger.entry(`reversal:delivered:${orderId}:${amma.sellerId}`)).toBeDefined();
    expect(await ledger.balanceOf(sellerHeld(amma.sellerId))).toBe(0);
  });

  it('keeps every invariant over a random sequence of deliveries, returns, windows, runs, payments and failures', async () => {
    let seed = 20261124;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
    const sellers = [maduraiSeller(), mysuruSeller(), maduraiSeller()];
    const delivered: { orderId: string; sellerId: string }[] = [];
    const payouts = svc.app.get(PayoutsRepository);
    for (let step = 0; step < 60; step++) {
      const move = random();
      if (move < 0.35 || delivered.length === 0) {
        const seller = pick(sellers);
        const orderId = randomUUID();
        FakeSourcesController.profiles.set(seller.sellerId, seller);
        const quantity = 1 + Math.floor(random() * 5);
        FakeSourcesController.parts.set(
          `${orderId}:${seller.sellerId}`,
          guwahatiPart(orderId, seller, [line({ quantity, unitPricePaise: 10_000 + Math.floor(random() * 90_000) })]),
        );
        await event(orderId, seller.sellerId, 'delivered');
        delivered.push({ orderId, sellerId: seller.sellerId });
      } else if (move < 0.5) {
        const part = pick(delivered);
        await event(part.orderId, part.sellerId, 'cancelled');
      } else if (move < 0.65) {
        now = new Date(now.getTime() + (1 + Math.floor(random() * 5)) * DAY);
        await svc.app.get(FinanceSweeper).sweep();
      } else if (move < 0.8) {
        const before = new Map((await payouts.balances()).map((b) => [b.sellerId, b]));
        const { created } = await ask<PayoutRunResponse>(SettlementPatterns.runPayouts, admin);
        for (const payout of created) {
          const balance = before.get(payout.sellerId)!;
          expect(payout.amountPaise).toBeLessThanOrEqual(balance.payablePaise - balance.duePaise);
        }
      } else {
        const due = await payouts.inStates(['due']);
        if (due.length === 0) continue;
        const payout = pick(due);
        if (random() < 0.7) {
          await ask(SettlementPatterns.markPaid, admin, { id: payout.id, utr: `RAND${step}X${Date.now()}` });
        } else {
          await ask(SettlementPatterns.markFailed, admin, { id: payout.id, reason: 'Beneficiary name mismatch' });
        }
      }
      const unbalanced = rowsOf<{ entry_id: string }>(
        await db.execute(
          sql`select entry_id from finance.ledger_postings group by entry_id having sum(amount_paise) <> 0 or count(*) < 2`,
        ),
      );
      expect(unbalanced).toEqual([]);
    }
    // What each seller is owed is exactly the net of its parts that are payable (released, not reversed) less
    // what the bank paid it: a reversed part took back both its delivery and its release.
    for (const seller of sellers) {
      const rows = rowsOf<{ owed: string }>(
        await db.execute(sql`
          select coalesce((select sum(net_paise) from finance.settlements where seller_id = ${seller.sellerId}
                             and released_at is not null and state = 'payable'), 0)
               - coalesce((select sum(amount_paise) from finance.payouts where seller_id = ${seller.sellerId}
                             and state = 'paid'), 0) as owed`),
      );
      expect(0 - (await ledger.balanceOf(sellerPayable(seller.sellerId)))).toBe(Number(rows[0].owed) + 0);
    }
  });

  it('keeps the books balanced: all postings sum to zero and the bank paid out only what was payable', async () => {
    const rows = rowsOf<{ total: string }>(
      await db.execute(sql`select coalesce(sum(amount_paise), 0) as total from finance.ledger_postings`),
    );
    expect(Number(rows[0].total)).toBe(0);
    const bank = await ledger.balanceOf(platformAccount('bank'));
    const paid = rowsOf<{ total: string }>(
      await db.execute(sql`select coalesce(sum(amount_paise), 0) as total from finance.payouts where state = 'paid'`),
    );
    expect(-bank).toBe(Number(paid[0].total));
  });
});

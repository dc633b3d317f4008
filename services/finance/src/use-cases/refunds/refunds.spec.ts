import {
  FinanceEvents,
  type FinanceRefundPaidEvent,
  type OrderRefundDueEvent,
  type Principal,
} from '@thindi/contracts';
import { waitUntil, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FinanceDb } from '../../db/finance-db';
import { InvoicesRepository } from '../../db/invoices.repository';
import { financeServiceForTest, PART_GROSS, PART_NET } from '../../../test/finance-fixture';
import { FINANCE_DB } from '../../finance.constants';
import { FinanceSweeper } from '../../jobs/finance-sweeper';
import { platformAccount, sellerHeld, sellerPayable } from '../../ledger/accounts';
import { refundOwedKey } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { RunPayoutsHandler } from '../payouts/run-payouts.handler';
import { SettlePayoutHandler } from '../payouts/settle-payout.handler';
import { PLATFORM_ISSUER } from '../../domain/part-documents';
import { ReversePartHandler } from '../reverse-part/reverse-part.handler';
import { RefundsHandler } from './refunds.handler';

const DAY = 24 * 3600 * 1000;
const GROSS = PART_GROSS;
const NET = PART_NET;
const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };

/**
 * Refunds in finance: owed from order.refund-due with a credit note and entries taking the money back from each side
 * in proportion; paid by the admin with a UTR no payout or refund has; the order told through the outbox.
 */
describe('finance service: refunds', () => {
  let svc: ServiceUnderTest;
  let refunds: RefundsHandler;
  let ledger: Ledger;
  let now = new Date('2026-11-21T06:00:00Z');
  const paidEvents: FinanceRefundPaidEvent[] = [];

  const fixture = financeServiceForTest(() => now);
  const { status, deliveredPart: delivered } = fixture;
  const owedEvent = (
    part: { orderId: string; sellerId: string | null },
    amountPaise: number,
    more: Partial<OrderRefundDueEvent> = {},
  ): OrderRefundDueEvent => ({
    key: `issue:${randomUUID()}`,
    orderId: part.orderId,
    orderNumber: `ORD-${part.orderId.slice(0, 8)}`,
    customerId: 'shopper-1',
    sellerId: part.sellerId,
    issueId: randomUUID(),
    issueNumber: `TK-20261121-${randomUUID().slice(0, 5).toUpperCase()}`,
    reason: 'ticket',
    amountPaise,
    paymentMethod: 'cod',
    paidWithUtr: null,
    upiId: 'meena@okhdfc',
    partDelivered: true,
    at: now.toISOString(),
    ...more,
  });
  const refundOf = async (key: string) => {
    const due = await refunds.list('due');
    const paid = await refunds.list('paid');
    return [...due, ...paid].find((r) => r.key === key)!;
  };
  const sumOfAllPostings = async () => {
    const db = svc.app.get<FinanceDb>(FINANCE_DB);
    const result = await db.execute(
      sql`select coalesce(sum(amount_paise), 0)::bigint as total from finance.ledger_postings`,
    );
    return Number((result as unknown as { rows: Array<{ total: string }> }).rows[0].total);
  };

  beforeAll(async () => {
    svc = await fixture.start();
    refunds = svc.app.get(RefundsHandler);
    ledger = svc.app.get(Ledger);
    await svc.platform.events.subscribe<FinanceRefundPaidEvent>(FinanceEvents.refundPaid, {}, (e) => {
      paidEvents.push(e.data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    now = new Date('2026-11-21T06:00:00Z');
  });

  it('takes a refund back from each side in proportion, with a credit note for it, once however often it comes', async () => {
    const part = await delivered();
    const event = owedEvent(part, 30_000);

    await refunds.owe(event);
    await refunds.owe(event);

    const entry = (await ledger.entry(refundOwedKey(event.key)))!;
    expect(entry.postings.reduce((sum, p) => sum + p.amountPaise, 0)).toBe(0);
    const posted = (code: string) =>
      entry.postings.filter((p) => p.account.code === code).reduce((sum, p) => sum + p.amountPaise, 0);
    expect(posted('shopper-refunds')).toBe(-30_000);
    expect(Math.abs(posted('seller-held') - (NET * 30_000) / GROSS)).toBeLessThan(3);
    expect(posted('commission-revenue')).toBeGreaterThan(0);
    expect(posted('tcs-payable')).toBeGreaterThan(0);
    expect(posted('tds-payable')).toBeGreaterThan(0);
    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(-NET + posted('seller-held'));

    const notes = (await svc.app.get(InvoicesRepository).forOrder(part.orderId)).filter(
      (i) => i.kind === 'credit-note',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].document.totals.totalPaise).toBe(30_000);
    expect(notes[0].sourceKey).toBe(`refund:${event.key}`);
    expect(notes[0].document.againstInvoice).toMatch(/^[A-Z0-9]+\/\d{4}\/\d{6}$/);
    const due = (await refunds.list('due')).filter((r) => r.orderId === part.orderId);
    expect(due).toHaveLength(1);
    expect(await sumOfAllPostings()).toBe(0);

    // The return window passes: the seller is owed its share less what the refund took back.
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(0);
    expect(await ledger.balanceOf(sellerPayable(part.sellerId))).toBe(-NET + posted('seller-held'));
  });

  it('makes the credit note when the event comes again after a failure that followed the recorded refund', async () => {
    const part = await delivered();
    const event = owedEvent(part, 20_000);
    const reversePart = svc.app.get(ReversePartHandler);
    const failing = jest
      .spyOn(reversePart, 'refundCreditNote')
      .mockRejectedValueOnce(new Error('the invoice store did not answer'));
    await expect(refunds.owe(event)).rejects.toThrow('the invoice store did not answer');
    failing.mockRestore();
    const creditNotes = async () =>
      (await svc.app.get(InvoicesRepository).forOrder(part.orderId)).filter((i) => i.kind === 'credit-note');
    expect(await refundOf(event.key)).toMatchObject({ state: 'due', amountPaise: 20_000 });
    expect(await creditNotes()).toHaveLength(0);

    await refunds.owe(event);
    await refunds.owe(event);

    const notes = await creditNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ sourceKey: `refund:${event.key}` });
    expect(notes[0].document.totals.totalPaise).toBe(20_000);
    expect((await refunds.list('due')).filter((r) => r.key === event.key)).toHaveLength(1);
    expect(await sumOfAllPostings()).toBe(0);
  });

  it('returns a part after a refund: the seller keeps nothing of it, the credit notes add up to its invoice', async () => {
    const part = await delivered();
    await refunds.owe(owedEvent(part, 30_000));
    await status(part.orderId, part.sellerId, 'returned');
    await refunds.owe(
      owedEvent(part, GROSS - 30_000, {
        key: `return:${part.orderId}:${part.sellerId}`,
        reason: 'returned',
        issueId: null,
        issueNumber: null,
        partDelivered: false,
      }),
    );

    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(0);
    expect(await ledger.balanceOf(sellerPayable(part.sellerId))).toBe(0);
    const notes = (await svc.app.get(InvoicesRepository).forOrder(part.orderId)).filter(
      (i) => i.kind === 'credit-note',
    );
    expect(notes.map((n) => n.document.totals.totalPaise).sort((a, b) => a - b)).toEqual(
      [30_000, GROSS - 30_000].sort((a, b) => a - b),
    );
    const owedToShopper = (await refunds.list('due')).filter((r) => r.orderId === part.orderId);
    expect(owedToShopper.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(GROSS);
    expect(await sumOfAllPostings()).toBe(0);
  });

  it('nets a refund after the seller was paid from its next payout', async () => {
    const part = await delivered();
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    const [payout] = (await svc.app.get(RunPayoutsHandler).now()).filter((p) => p.sellerId === part.sellerId);
    await svc.app.get(SettlePayoutHandler).paid({ id: payout.id, utr: `PAYOUT${Date.now()}` });
    expect(await ledger.balanceOf(sellerPayable(part.sellerId))).toBe(0);

    await refunds.owe(owedEvent(part, GROSS));

    // The seller now owes the platform its whole share back: the next payout is that much less.
    expect(await ledger.balanceOf(sellerPayable(part.sellerId))).toBe(NET);
    const next = (await svc.app.get(RunPayoutsHandler).now()).filter((p) => p.sellerId === part.sellerId);
    expect(next).toEqual([]);
    expect(await sumOfAllPostings()).toBe(0);
  });

  it('owes money never delivered against from what was received, and waits for a delivery it has not seen', async () => {
    const orderId = randomUUID();
    const cancelled = owedEvent({ orderId, sellerId: null }, 5_000, {
      key: `cancel:${orderId}:charges`,
      reason: 'cancelled',
      issueId: null,
      issueNumber: null,
      paymentMethod: 'upi',
      paidWithUtr: '512345678901',
      upiId: null,
      partDelivered: false,
    });
    await refunds.owe(cancelled);
    const entry = (await ledger.entry(refundOwedKey(cancelled.key)))!;
    expect(entry.postings.map((p) => [p.account.code, p.amountPaise])).toEqual(
      expect.arrayContaining([
        ['payments-receivable', 5_000],
        ['shopper-refunds', -5_000],
      ]),
    );

    const early = owedEvent({ orderId: randomUUID(), sellerId: 'seller-x' }, 1_000);
    await expect(refunds.owe(early)).rejects.toThrow(/came before the part's delivery/);
    expect(await refundOf(early.key)).toBeUndefined();
  });

  it("credits the platform's delivery invoice when tickets refund a failed order's delivery charge, once", async () => {
    const part = await delivered();
    await refunds.owe(owedEvent(part, GROSS));
    const charges = owedEvent({ orderId: part.orderId, sellerId: null }, 5_000, {
      key: `cancel:${part.orderId}:charges`,
      partDelivered: false,
    });
    await refunds.owe(charges);
    await refunds.owe(charges);

    const notes = (await svc.app.get(InvoicesRepository).forOrder(part.orderId)).filter(
      (i) => i.kind === 'credit-note',
    );
    const platformNotes = notes.filter((i) => i.sellerId === PLATFORM_ISSUER);
    expect(platformNotes).toHaveLength(1);
    expect(platformNotes[0].document.totals.totalPaise).toBe(5_000);
    const reversal = (await ledger.entry(`reversal:delivery-charge:${part.orderId}`))!;
    const reversed = (code: string) =>
      reversal.postings.filter((p) => p.account.code === code).reduce((sum, p) => sum + p.amountPaise, 0);
    // The charge's revenue and its GST are taken back from what was received.
    expect(reversed('cod-receivable')).toBe(-5_000);
    expect(reversed('delivery-revenue') + reversed('gst-on-delivery')).toBe(5_000);
    const entry = (await ledger.entry(refundOwedKey(charges.key)))!;
    expect(entry.postings.map((p) => [p.account.code, p.amountPaise])).toEqual(
      expect.arrayContaining([['shopper-refunds', -5_000]]),
    );
    expect(await sumOfAllPostings()).toBe(0);
  });

  it('pays a refund with a UTR no payout or refund has, once, and tells the order through the outbox', async () => {
    const part = await delivered();
    const cod = owedEvent(part, 20_000, { upiId: null });
    await refunds.owe(cod);
    const refund = await refundOf(cod.key);

    await expect(refunds.markPaid({ id: refund.id, utr: 'HDFCR0000009999' }, admin.id)).rejects.toMatchObject({
      code: 'FINANCE.REFUND_NO_UPI',
    });
    await expect(
      refunds.setUpi(
        { id: 'someone-else', role: 'customer', email: 'x@y.in' },
        { number: cod.issueNumber!, upiId: 'x@okaxis' },
      ),
    ).rejects.toMatchObject({ code: 'FINANCE.REFUND_NOT_FOUND' });
    await refunds.setUpi(
      { id: 'shopper-1', role: 'customer', email: 'm@x.in' },
      { number: cod.issueNumber!, upiId: 'meena@okaxis' },
    );

    const payoutUtr = `PAYOUT${Date.now()}X`;
    const paidPart = await delivered();
    now = new Date(now.getTime() + 8 * DAY);
    await svc.app.get(FinanceSweeper).sweep();
    const [payout] = (await svc.app.get(RunPayoutsHandler).now()).filter((p) => p.sellerId === paidPart.sellerId);
    await svc.app.get(SettlePayoutHandler).paid({ id: payout.id, utr: payoutUtr });
    await expect(refunds.markPaid({ id: refund.id, utr: payoutUtr }, admin.id)).rejects.toMatchObject({
      code: 'FINANCE.UTR_TAKEN',
    });

    // Two admins record it at once with different UTRs: one is recorded, the other told it is paid.
    const outcomes = await Promise.allSettled([
      refunds.markPaid({ id: refund.id, utr: 'HDFCR0000000001' }, admin.id),
      refunds.markPaid({ id: refund.id, utr: 'HDFCR0000000002' }, admin.id),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { code: 'FINANCE.REFUND_SETTLED' },
    });
    const paid = await refundOf(cod.key);
    expect(paid).toMatchObject({ state: 'paid', upiId: 'meena@okaxis', paidBy: admin.id });
    // The UTR it was paid with cannot pay anything else.
    const other = owedEvent(await delivered(), 1_000);
    await refunds.owe(other);
    await expect(
      refunds.markPaid({ id: (await refundOf(other.key)).id, utr: paid.utr! }, admin.id),
    ).rejects.toMatchObject({ code: 'FINANCE.UTR_TAKEN' });

    await waitUntil('finance.refund-paid is sent', () => paidEvents.some((e) => e.key === cod.key));
    expect(paidEvents.find((e) => e.key === cod.key)).toMatchObject({
      orderId: part.orderId,
      amountPaise: 20_000,
      utr: paid.utr,
    });
    expect(await ledger.balanceOf(platformAccount('shopper-refunds'))).toBeLessThan(0);
    expect(await sumOfAllPostings()).toBe(0);
  });
});

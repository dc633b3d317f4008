import { discountedLine, type OrderPart, type OrderRefundDueEvent } from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { financeServiceForTest, PART_GROSS, PART_NET } from '../../../test/finance-fixture';
import { InvoicesRepository } from '../../db/invoices.repository';
import { SettlementsRepository } from '../../db/settlements.repository';
import { sellerHeld, type AccountCode } from '../../ledger/accounts';
import { deliveredKey, postedTo, promotionKey, refundOwedKey, reversalKey } from '../../ledger/entries';
import { Ledger, type PostedEntry } from '../../ledger/ledger';
import { RefundsHandler } from '../refunds/refunds.handler';

/** 10% off the fixture's part (₹945 with GST): ₹94.50. */
const DISCOUNT = 9_450;
const PAID = PART_GROSS - DISCOUNT;

const platformCoupon = (part: OrderPart): OrderPart => ({
  ...part,
  couponCode: 'FESTIVE10',
  platformDiscountPaise: DISCOUNT,
  lines: part.lines.map((l) => ({ ...l, discountPaise: DISCOUNT, discountFunder: 'platform' })),
});

/** The seller's coupon lowers the line before tax: ₹900 + ₹45 becomes ₹810 + ₹40.50. */
const sellerCoupon = (part: OrderPart): OrderPart => {
  const lowered = discountedLine({ taxablePaise: 90_000, gstRatePercent: 5 }, DISCOUNT);
  return {
    ...part,
    couponCode: 'AMMA10',
    lines: part.lines.map((l) => ({
      ...l,
      taxablePaise: lowered.taxablePaise,
      igstPaise: lowered.gstPaise,
      discountPaise: lowered.discountPaise,
      discountFunder: 'seller',
    })),
  };
};

/** The fixture's part sold at the seller's lowered price with no coupon at all. */
const soldForLess = (part: OrderPart): OrderPart => ({
  ...part,
  lines: part.lines.map((l) => ({ ...l, unitPricePaise: 40_500, taxablePaise: 81_000, igstPaise: 4_050 })),
});

/**
 * A coupon's money in the ledger (decision 039): a platform's coupon leaves the seller's side as without it and books
 * the platform's promotion expense; a seller's lowers the taxable value every deduction is reckoned on; a refund of
 * a platform-funded part takes back the seller's side in proportion to what was paid, the rest from the expense.
 */
describe('finance service: a delivered part with a coupon', () => {
  let svc: ServiceUnderTest;
  let ledger: Ledger;
  let now = new Date('2026-11-21T06:00:00Z');
  const fixture = financeServiceForTest(() => now);
  const { status, deliveredPart: delivered } = fixture;

  const entry = async (key: string) => (await ledger.entry(key))!;
  const sumOf = (e: Pick<PostedEntry, 'postings'>) => e.postings.reduce((sum, p) => sum + p.amountPaise, 0);
  /** What a part's entries posted to a platform account, all together. */
  const netOf = async (keys: string[], code: AccountCode) => {
    const entries = await Promise.all(keys.map((key) => ledger.entry(key)));
    return entries.reduce((sum, e) => sum + postedTo(e, code), 0);
  };
  /** Each side of a delivered entry, with the seller's account named alike for any seller. */
  const sides = (e: PostedEntry) => Object.fromEntries(e.postings.map((p) => [p.account.code, p.amountPaise] as const));
  const ticket = (part: { orderId: string; sellerId: string }, amountPaise: number): OrderRefundDueEvent => ({
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
  });
  const creditNotes = async (orderId: string) =>
    (await svc.app.get(InvoicesRepository).forOrder(orderId))
      .filter((i) => i.kind === 'credit-note')
      .map((i) => i.document.totals.totalPaise)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    svc = await fixture.start();
    ledger = svc.app.get(Ledger);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    now = new Date('2026-11-21T06:00:00Z');
  });

  it("pays the seller of a platform-funded part as without the coupon and books the platform's promotion expense", async () => {
    const plain = await delivered();
    const part = await delivered(platformCoupon);

    const withCoupon = await entry(deliveredKey(part.orderId, part.sellerId));
    expect(sides(withCoupon)).toEqual(sides(await entry(deliveredKey(plain.orderId, plain.sellerId))));
    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(-PART_NET);
    const promotion = await entry(promotionKey(part.orderId, part.sellerId));
    expect(promotion.kind).toBe('promotion');
    expect(sides(promotion)).toEqual({ 'promotion-expense': DISCOUNT, 'cod-receivable': -DISCOUNT });
    // The receivable of the part is what the shopper paid for it.
    expect(postedTo(withCoupon, 'cod-receivable') + postedTo(promotion, 'cod-receivable')).toBe(PAID);
    expect([withCoupon, promotion].map(sumOf)).toEqual([0, 0]);
    // The admin's monthly figures count it as the month's promotion expense.
    const november = (await svc.app.get(SettlementsRepository).months()).find((m) => m.month === '2026-11');
    expect(november?.promotionPaise).toBeGreaterThanOrEqual(DISCOUNT);
  });

  it("reckons a seller-funded part's commission, TCS and TDS on its lowered taxable value, with no promotion", async () => {
    const part = await delivered(sellerCoupon);
    const same = await delivered(soldForLess);

    const settled = (await svc.app.get(SettlementsRepository).find(part.orderId, part.sellerId))!;
    expect(settled).toMatchObject({ taxablePaise: 81_000, taxPaise: 4_050, grossPaise: PAID });
    const withCoupon = await entry(deliveredKey(part.orderId, part.sellerId));
    expect(sides(withCoupon)).toEqual(sides(await entry(deliveredKey(same.orderId, same.sellerId))));
    expect(-postedTo(withCoupon, 'commission-revenue')).toBe(4_050);
    expect(sumOf(withCoupon)).toBe(0);
    expect(await ledger.entry(promotionKey(part.orderId, part.sellerId))).toBeUndefined();
  });

  it('takes refunds of a platform-funded part back from the seller in proportion to what was paid, the rest from the promotion', async () => {
    const part = await delivered(platformCoupon);
    const refunds = svc.app.get(RefundsHandler);
    const half = ticket(part, PAID / 2);
    const rest = ticket(part, PAID / 2);

    await refunds.owe(half);
    await refunds.owe(half);

    const first = await entry(refundOwedKey(half.key));
    expect(postedTo(first, 'shopper-refunds')).toBe(-PAID / 2);
    expect(postedTo(first, 'promotion-expense')).toBe(-DISCOUNT / 2);
    expect(sumOf(first)).toBe(0);
    expect(await creditNotes(part.orderId)).toEqual([PART_GROSS / 2]);

    await refunds.owe(rest);

    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(0);
    const keys = [promotionKey(part.orderId, part.sellerId), refundOwedKey(half.key), refundOwedKey(rest.key)];
    expect(await netOf(keys, 'promotion-expense')).toBe(0);
    expect(await netOf(keys.slice(1), 'shopper-refunds')).toBe(-PAID);
    expect(sumOf(await entry(refundOwedKey(rest.key)))).toBe(0);
    expect(await creditNotes(part.orderId)).toEqual([PART_GROSS / 2, PART_GROSS / 2]);
  });

  it('returns a platform-funded part after a refund: no promotion left, the receivable what was paid', async () => {
    const part = await delivered(platformCoupon);
    const refunds = svc.app.get(RefundsHandler);
    const first = ticket(part, 30_000);
    await refunds.owe(first);
    await status(part.orderId, part.sellerId, 'returned');
    const key = `return:${part.orderId}:${part.sellerId}`;
    await refunds.owe({
      ...ticket(part, PAID - 30_000),
      key,
      reason: 'returned',
      issueId: null,
      issueNumber: null,
      partDelivered: false,
    });

    expect(await ledger.balanceOf(sellerHeld(part.sellerId))).toBe(0);
    const { orderId, sellerId } = part;
    const keys = [
      deliveredKey(orderId, sellerId),
      promotionKey(orderId, sellerId),
      refundOwedKey(first.key),
      reversalKey(deliveredKey(orderId, sellerId)),
      reversalKey(promotionKey(orderId, sellerId)),
      `reversal-refunded:${orderId}:${sellerId}`,
      refundOwedKey(key),
    ];
    for (const k of keys) expect(sumOf(await entry(k))).toBe(0);
    expect(await netOf(keys, 'promotion-expense')).toBe(0);
    expect(await netOf(keys, 'cod-receivable')).toBe(PAID);
    expect(await netOf(keys, 'shopper-refunds')).toBe(-PAID);
    expect(await netOf(keys, 'commission-revenue')).toBe(0);
    const notes = await creditNotes(orderId);
    expect(notes.reduce((sum, n) => sum + n, 0)).toBe(PART_GROSS);
  });
});

import type { PaymentMethod } from '@thindi/contracts';
import type { PartSettlement } from '../domain/part-settlement';
import type { RefundShare } from '../domain/refund-share';
import { platformAccount, sellerHeld, sellerPayable, type AccountCode, type AccountRef } from './accounts';
import type { NewEntry, Posting } from './ledger';

/** Cash on delivery is collected by the courier for the platform; any other method by the payment provider. */
export const receivableOf = (method: PaymentMethod): AccountRef =>
  platformAccount(method === 'cod' ? 'cod-receivable' : 'payments-receivable');

/** What an entry posted to one of the platform's accounts (debits positive), 0 for none or no entry. */
export const postedTo = (entry: { postings: Posting[] } | undefined, code: AccountCode): number =>
  (entry?.postings ?? [])
    .filter((p) => p.account.ownerType === 'platform' && p.account.code === code)
    .reduce((sum, p) => sum + p.amountPaise, 0);

/** The postings without the zero ones (a posting of 0 paise says nothing and the ledger refuses it). */
const nonZero = (postings: Posting[]) => postings.filter((p) => p.amountPaise !== 0);

export const deliveredKey = (orderId: string, sellerId: string) => `delivered:${orderId}:${sellerId}`;
export const releasedKey = (orderId: string, sellerId: string) => `released:${orderId}:${sellerId}`;
export const deliveryChargeKey = (orderId: string) => `delivery-charge:${orderId}`;
export const roundOffKey = (orderId: string) => `round-off:${orderId}`;
export const promotionKey = (orderId: string, sellerId: string) => `promotion:${orderId}:${sellerId}`;
export const payoutKey = (payoutId: string) => `payout:${payoutId}`;
export const reversalKey = (key: string) => `reversal:${key}`;
export const refundOwedKey = (refundKey: string) => `refund-owed:${refundKey}`;
export const refundPaidKey = (refundKey: string) => `refund-paid:${refundKey}`;

/**
 * A seller's part delivered: the shopper's money is due from the courier (or provider); of it the platform keeps
 * its commission, the GST on it, and the TCS and TDS it must pay to the government; the rest is held for the
 * seller until the return window passes.
 */
export function deliveredEntry(input: {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  paymentMethod: PaymentMethod;
  settlement: PartSettlement;
  at: Date;
}): NewEntry {
  const s = input.settlement;
  return {
    idempotencyKey: deliveredKey(input.orderId, input.sellerId),
    kind: 'part-delivered',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber} delivered`,
    postings: nonZero([
      { account: receivableOf(input.paymentMethod), amountPaise: s.grossPaise },
      { account: platformAccount('commission-revenue'), amountPaise: -s.commissionPaise },
      { account: platformAccount('gst-on-commission'), amountPaise: -s.gstOnCommissionPaise },
      { account: platformAccount('tcs-payable'), amountPaise: -s.tcsPaise },
      { account: platformAccount('tds-payable'), amountPaise: -s.tdsPaise },
      { account: sellerHeld(input.sellerId), amountPaise: -s.netPaise },
    ]),
  };
}

/** The return window passed: what was held for the seller becomes payable. */
export function releasedEntry(input: {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  netPaise: number;
  at: Date;
}): NewEntry | null {
  if (input.netPaise === 0) return null;
  return {
    idempotencyKey: releasedKey(input.orderId, input.sellerId),
    kind: 'return-window-passed',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: return window passed`,
    postings: [
      { account: sellerHeld(input.sellerId), amountPaise: input.netPaise },
      { account: sellerPayable(input.sellerId), amountPaise: -input.netPaise },
    ],
  };
}

/** The order's delivery charge, collected with its first delivered part: the platform's revenue and its GST. */
export function deliveryChargeEntry(input: {
  orderId: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  taxablePaise: number;
  taxPaise: number;
  at: Date;
}): NewEntry | null {
  if (input.taxablePaise + input.taxPaise === 0) return null;
  return {
    idempotencyKey: deliveryChargeKey(input.orderId),
    kind: 'delivery-charge',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: delivery charge`,
    postings: nonZero([
      { account: receivableOf(input.paymentMethod), amountPaise: input.taxablePaise + input.taxPaise },
      { account: platformAccount('delivery-revenue'), amountPaise: -input.taxablePaise },
      { account: platformAccount('gst-on-delivery'), amountPaise: -input.taxPaise },
    ]),
  };
}

/**
 * The order's round off, collected with its first delivered part: the charge was rounded to whole rupees while
 * every invoice is exact, so the platform takes the difference as its income (or, rounded down, its expense). The
 * sellers' amounts stay exact. With it the receivable is what the shopper paid: invoices + round off.
 */
export function roundOffEntry(input: {
  orderId: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  roundOffPaise: number;
  at: Date;
}): NewEntry | null {
  if (input.roundOffPaise === 0) return null;
  return {
    idempotencyKey: roundOffKey(input.orderId),
    kind: 'round-off',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: round off`,
    postings: [
      { account: receivableOf(input.paymentMethod), amountPaise: input.roundOffPaise },
      { account: platformAccount('round-off'), amountPaise: -input.roundOffPaise },
    ],
  };
}

/**
 * A platform's coupon on a delivered part: the seller invoiced (and is owed on) the full value, the shopper paid
 * that much less, so the platform books the difference as its promotion expense and the receivable becomes what the
 * shopper paid (decision 039).
 */
export function promotionEntry(input: {
  orderId: string;
  orderNumber: string;
  sellerId: string;
  paymentMethod: PaymentMethod;
  platformDiscountPaise: number;
  at: Date;
}): NewEntry | null {
  if (input.platformDiscountPaise === 0) return null;
  return {
    idempotencyKey: promotionKey(input.orderId, input.sellerId),
    kind: 'promotion',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: the platform's coupon`,
    postings: [
      { account: platformAccount('promotion-expense'), amountPaise: input.platformDiscountPaise },
      { account: receivableOf(input.paymentMethod), amountPaise: -input.platformDiscountPaise },
    ],
  };
}

/** A payout the bank made: the seller is owed that much less, and it left the platform's bank account. */
export function payoutEntry(input: {
  payoutId: string;
  reference: string;
  sellerId: string;
  amountPaise: number;
  utr: string;
  at: Date;
}): NewEntry {
  return {
    idempotencyKey: payoutKey(input.payoutId),
    kind: 'payout',
    occurredAt: input.at,
    memo: `Payout ${input.reference}, UTR ${input.utr}`,
    postings: [
      { account: sellerPayable(input.sellerId), amountPaise: input.amountPaise },
      { account: platformAccount('bank'), amountPaise: -input.amountPaise },
    ],
  };
}

/**
 * A refund owed for a delivered part: the platform takes back, in proportion to the refund, what the delivered entry
 * gave each side (its commission and the GST on it, the TCS and TDS, the seller's share: held, or payable once
 * released, and after a payout netted from the next one); the shopper is owed the refund. Of a part a platform's
 * coupon paid for, the share taken back is of the invoiced value, more than the shopper paid: `promotionPaise` of it
 * gives the coupon back to the platform's promotion expense, the rest is owed to the shopper.
 */
export function refundOwedEntry(input: {
  refundKey: string;
  orderNumber: string;
  sellerId: string;
  released: boolean;
  share: RefundShare;
  promotionPaise?: number;
  at: Date;
}): NewEntry {
  const s = input.share;
  const promotionPaise = input.promotionPaise ?? 0;
  const seller = input.released ? sellerPayable(input.sellerId) : sellerHeld(input.sellerId);
  return {
    idempotencyKey: refundOwedKey(input.refundKey),
    kind: 'refund-owed',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: refund owed to the shopper`,
    postings: nonZero([
      { account: platformAccount('commission-revenue'), amountPaise: s.commissionPaise },
      { account: platformAccount('gst-on-commission'), amountPaise: s.gstOnCommissionPaise },
      { account: platformAccount('tcs-payable'), amountPaise: s.tcsPaise },
      { account: platformAccount('tds-payable'), amountPaise: s.tdsPaise },
      { account: seller, amountPaise: s.netPaise },
      { account: platformAccount('promotion-expense'), amountPaise: -promotionPaise },
      { account: platformAccount('shopper-refunds'), amountPaise: -(s.grossPaise - promotionPaise) },
    ]),
  };
}

/**
 * A refund owed for money received but never delivered against (a paid part cancelled, a parcel that never
 * arrived, the delivery charge of an order with nothing left): what the shopper paid through the provider is owed
 * back as it stands.
 */
export function refundOwedUndeliveredEntry(input: {
  refundKey: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  amountPaise: number;
  at: Date;
}): NewEntry {
  return {
    idempotencyKey: refundOwedKey(input.refundKey),
    kind: 'refund-owed',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: refund owed to the shopper`,
    postings: [
      { account: receivableOf(input.paymentMethod), amountPaise: input.amountPaise },
      { account: platformAccount('shopper-refunds'), amountPaise: -input.amountPaise },
    ],
  };
}

/** A refund paid: the shopper is owed that much less, and it left the platform's bank account. */
export function refundPaidEntry(input: {
  refundKey: string;
  orderNumber: string;
  amountPaise: number;
  utr: string;
  at: Date;
}): NewEntry {
  return {
    idempotencyKey: refundPaidKey(input.refundKey),
    kind: 'refund-paid',
    occurredAt: input.at,
    memo: `Order ${input.orderNumber}: refund paid, UTR ${input.utr}`,
    postings: [
      { account: platformAccount('shopper-refunds'), amountPaise: input.amountPaise },
      { account: platformAccount('bank'), amountPaise: -input.amountPaise },
    ],
  };
}

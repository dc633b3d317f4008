import { amountInWords } from '@thindi/india';
import type { InvoiceDocument, InvoiceLine } from '@thindi/contracts';
import type { SettlementRow } from '../db/schema';

/** What a refund takes back of each side of a delivered part, in paise: the parts sum to the refund. */
export interface RefundShare {
  grossPaise: number;
  commissionPaise: number;
  gstOnCommissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/**
 * A refund of `amountPaise` of a part's price taken back from each side in proportion: the commission, the GST on
 * it, the TCS and TDS (charged on the value supplied, so reversed for the value refunded) each rounded to the paisa,
 * and the seller's share the rest, so that the share is exactly the refund. The part's figures are what its delivery
 * posted; a refund of the whole price takes back all of them.
 */
export function refundShareOf(
  settlement: Pick<
    SettlementRow,
    | 'grossPaise'
    | 'commissionPaise'
    | 'gstOnCommissionPaise'
    | 'tcsCgstPaise'
    | 'tcsSgstPaise'
    | 'tcsIgstPaise'
    | 'tdsPaise'
  >,
  amountPaise: number,
): RefundShare {
  const gross = settlement.grossPaise;
  const part = (paise: number) => (gross > 0 ? Math.round((paise * amountPaise) / gross) : 0);
  const commissionPaise = part(settlement.commissionPaise);
  const gstOnCommissionPaise = part(settlement.gstOnCommissionPaise);
  const tcsPaise = part(settlement.tcsCgstPaise + settlement.tcsSgstPaise + settlement.tcsIgstPaise);
  const tdsPaise = part(settlement.tdsPaise);
  return {
    grossPaise: amountPaise,
    commissionPaise,
    gstOnCommissionPaise,
    tcsPaise,
    tdsPaise,
    netPaise: amountPaise - commissionPaise - gstOnCommissionPaise - tcsPaise - tdsPaise,
  };
}

/**
 * What one more refund takes back of each side, after earlier ones took back `beforePaise` of the part's price: the
 * share of all of them less the share of the earlier ones, so that refunds of the whole price, however many, take
 * back each side's figure to the paisa.
 */
export function nextRefundShareOf(
  settlement: Parameters<typeof refundShareOf>[0],
  beforePaise: number,
  amountPaise: number,
): RefundShare {
  const after = refundShareOf(settlement, beforePaise + amountPaise);
  const before = refundShareOf(settlement, beforePaise);
  return {
    grossPaise: amountPaise,
    commissionPaise: after.commissionPaise - before.commissionPaise,
    gstOnCommissionPaise: after.gstOnCommissionPaise - before.gstOnCommissionPaise,
    tcsPaise: after.tcsPaise - before.tcsPaise,
    tdsPaise: after.tdsPaise - before.tdsPaise,
    netPaise: after.netPaise - before.netPaise,
  };
}

/** A part's invoiced value and what the platform's coupon paid of it, in paise: the shopper paid the difference. */
export interface PaidPart {
  grossPaise: number;
  platformDiscountPaise: number;
}

/**
 * How much of a part's invoiced value refunds of `paidPaise` (of what the shopper paid for it) take back, all
 * refunds of the part together: in proportion to what was paid, rounded to the paisa, and the whole value once
 * everything paid is refunded. The difference gives the platform's coupon back (decision 039). Without a platform's
 * coupon it is the refund itself.
 */
export function invoicedShareOf(part: PaidPart, paidPaise: number): number {
  if (part.platformDiscountPaise === 0) return paidPaise;
  const paid = part.grossPaise - part.platformDiscountPaise;
  if (paidPaise >= paid) return part.grossPaise;
  return Math.round((paidPaise * part.grossPaise) / paid);
}

/**
 * The inverse of `invoicedShareOf`: what the shopper got back of a part whose refunds took back `invoicedPaise` of
 * its value. One paisa more paid takes back at least a paisa more of the value, so there is one such amount.
 */
export function paidShareOf(part: PaidPart, invoicedPaise: number): number {
  if (part.platformDiscountPaise === 0) return invoicedPaise;
  const paid = Math.max(0, part.grossPaise - part.platformDiscountPaise);
  if (invoicedPaise >= part.grossPaise) return paid;
  let paidPaise = Math.min(paid, Math.round((invoicedPaise * paid) / part.grossPaise));
  while (paidPaise > 0 && invoicedShareOf(part, paidPaise) > invoicedPaise) paidPaise -= 1;
  while (paidPaise < paid && invoicedShareOf(part, paidPaise) < invoicedPaise) paidPaise += 1;
  return paidPaise;
}

/**
 * The lines of a credit note for a refund of `amountPaise` against an invoice: every line's taxable value and tax
 * in proportion to the refund, at the line's own rate, the last line taking the paise of rounding so that the note's
 * total is the refund to the paisa.
 */
export function refundCreditLines(invoice: Pick<InvoiceDocument, 'lines' | 'totals'>, amountPaise: number) {
  const total = invoice.totals.totalPaise;
  const scale = (paise: number) => (total > 0 ? Math.round((paise * amountPaise) / total) : 0);
  const lines: InvoiceLine[] = invoice.lines.map((line) => ({
    ...line,
    taxablePaise: scale(line.taxablePaise),
    cgstPaise: scale(line.cgstPaise),
    sgstPaise: scale(line.sgstPaise),
    igstPaise: scale(line.igstPaise),
  }));
  const lineTotal = (l: InvoiceLine) => l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise;
  const drift = amountPaise - lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const last = lines[lines.length - 1];
  if (last) last.taxablePaise += drift;
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: amountPaise,
  };
  return { lines, totals, amountInWords: amountInWords(amountPaise) };
}

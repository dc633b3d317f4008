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

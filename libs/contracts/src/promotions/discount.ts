import { lineGstPaise } from '../common/pricing';

/** A coupon or sale takes a share off (`percent`, 1 to 90) or an amount of rupees (`flat`). */
export const DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a discount takes off: `value` is the percent or the rupees; a percent may be capped at `maxDiscountPaise`. */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  maxDiscountPaise?: number | null;
}

/**
 * The discount a rule gives on the value the shopper would pay for the lines it applies to (with GST, in paise):
 * a percent rounded down to the paisa and capped, a flat amount at most that value. Never negative.
 */
export function discountPaise(rule: DiscountRule, eligiblePaise: number): number {
  if (eligiblePaise <= 0) return 0;
  if (rule.kind === 'flat') return Math.min(Math.round(rule.value * 100), eligiblePaise);
  const bps = Math.round(rule.value * 100);
  const off = Math.floor((eligiblePaise * bps) / 10_000);
  const capped = rule.maxDiscountPaise != null ? Math.min(off, rule.maxDiscountPaise) : off;
  return Math.max(0, Math.min(capped, eligiblePaise));
}

/**
 * A discount split over lines in proportion to what each costs, in whole paise that add up to the discount exactly:
 * each line takes its share rounded down, and the paise left go one each to the lines with the largest remainders
 * (the earlier line first on a tie). No line takes more than it costs.
 */
export function splitDiscount(totalPaise: number, linePaise: readonly number[]): number[] {
  const value = linePaise.reduce((sum, paise) => sum + paise, 0);
  if (totalPaise <= 0 || value <= 0) return linePaise.map(() => 0);
  const total = Math.min(totalPaise, value);
  const exact = linePaise.map((paise) => (paise * total) / value);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** A line of an invoice: its taxable value and its GST, in paise. */
export interface TaxedValue {
  taxablePaise: number;
  gstPaise: number;
}

/**
 * A seller-funded discount on one line lowers its taxable value before tax (what the seller's invoice then says):
 * the new taxable value is the least whose value with GST (rounded as every line's is) is still at least what the
 * shopper is to pay for the line. So the line gives back at most its share; the paisa or so GST rounding keeps is
 * the shopper's to pay, and `discountPaise` is what the invoice really takes off the line, with GST.
 */
export function discountedLine(
  line: { taxablePaise: number; gstRatePercent: number },
  sharePaise: number,
): TaxedValue & { discountPaise: number } {
  const gross = line.taxablePaise + lineGstPaise(line.taxablePaise, line.gstRatePercent);
  const target = Math.max(0, gross - Math.max(0, sharePaise));
  const bps = Math.round(line.gstRatePercent * 100);
  let taxable = Math.min(line.taxablePaise, Math.floor((target * 10_000) / (10_000 + bps)));
  while (taxable + lineGstPaise(taxable, line.gstRatePercent) < target) taxable += 1;
  const gstPaise = lineGstPaise(taxable, line.gstRatePercent);
  return { taxablePaise: taxable, gstPaise, discountPaise: gross - taxable - gstPaise };
}

import { formatRupees, formatRupeesWhole } from '@thindi/contracts';
import { formatRoundOff, type MoneySummary } from '@/lib/money-summary';
import { formatDiscount, type MoneyDiscount } from './coupon-money';

interface MoneyLinesProps {
  money: MoneySummary;
  /** A coupon's discount, already taken off the total (`lessDiscount`, `orderCouponMoney`). */
  discount?: MoneyDiscount | null;
  /**
   * Checkout shows its total in whole rupees (docs/product.md, Checkout > Money); the cart with two decimals. Both are the charge, a
   * whole number of rupees.
   */
  wholeTotal?: boolean;
  /** Prefix of the test ids of the amounts ('summary' → summary-subtotal, summary-tax, ...). */
  testIdPrefix: string;
}

/**
 * Subtotal (N items), Shipping, Tax (GST), Discount (CODE) with a coupon, Round off when the charge is rounded, and Total: the same lines in the
 * cart, at checkout and on an order, so what is shown adds up to what is charged.
 */
export function MoneyLines({ money, discount, wholeTotal = false, testIdPrefix: id }: MoneyLinesProps) {
  const free = money.shipping === 0;
  return (
    <dl className="space-y-1.5 text-sm text-stone-700">
      <div className="flex justify-between">
        <dt>
          Subtotal ({money.itemCount} {money.itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd data-testid={`${id}-subtotal`}>{formatRupees(money.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Shipping</dt>
        <dd data-testid={`${id}-shipping`} className={free ? 'font-semibold text-green-700' : undefined}>
          {free ? 'FREE' : formatRupees(money.shipping)}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt>Tax (GST)</dt>
        <dd data-testid={`${id}-tax`}>{formatRupees(money.tax)}</dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div className="flex justify-between text-green-700">
          <dt>Discount ({discount.code})</dt>
          <dd data-testid={`${id}-discount`}>{formatDiscount(discount.amount)}</dd>
        </div>
      ) : null}
      {money.roundOff !== 0 ? (
        <div className="flex justify-between">
          <dt>Round off</dt>
          <dd data-testid={`${id}-round-off`}>{formatRoundOff(money.roundOff)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-2 text-base font-bold text-stone-900">
        <dt>Total</dt>
        <dd data-testid={`${id}-total`} className={wholeTotal ? undefined : 'text-2xl'}>
          {wholeTotal ? formatRupeesWhole(money.total) : formatRupees(money.total)}
        </dd>
      </div>
    </dl>
  );
}

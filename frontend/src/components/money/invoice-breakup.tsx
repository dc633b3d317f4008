import { formatRupees, type Order } from '@thindi/contracts';
import { formatRoundOff } from '@/lib/money-summary';
import { formatDiscount, invoiceBreakup } from './coupon-money';

/**
 * How an order placed with a coupon was paid, from its tax invoices: the sellers' and the delivery invoices (a
 * seller's coupon already lowered its own), the round off, and the platform's coupon taken off after them.
 */
export function InvoiceBreakup({
  order,
}: {
  order: Pick<Order, 'items' | 'subtotal' | 'shippingCost' | 'tax' | 'totalAmount' | 'coupon'>;
}) {
  const breakup = invoiceBreakup(order);
  if (!breakup || !order.coupon) return null;
  return (
    <dl
      aria-label="How the payment adds up"
      className="mt-3 space-y-1 border-t border-stone-100 pt-2 text-xs text-stone-600"
    >
      <div className="flex justify-between">
        <dt>Tax invoices</dt>
        <dd data-testid="breakup-invoices">{formatRupees(breakup.invoices)}</dd>
      </div>
      {breakup.roundOff !== 0 ? (
        <div className="flex justify-between">
          <dt>Round off</dt>
          <dd data-testid="breakup-round-off">{formatRoundOff(breakup.roundOff)}</dd>
        </div>
      ) : null}
      {breakup.platformDiscount > 0 ? (
        <div className="flex justify-between">
          <dt>{`Paid by Thindi (${order.coupon.code})`}</dt>
          <dd data-testid="breakup-platform">{formatDiscount(breakup.platformDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between font-medium text-stone-800">
        <dt>Paid</dt>
        <dd data-testid="breakup-paid">{formatRupees(breakup.paid)}</dd>
      </div>
    </dl>
  );
}

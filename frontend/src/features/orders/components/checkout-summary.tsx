import { formatRupeesWhole, orderTotals, type PaymentMethod } from '@thindi/contracts';
import { useDeliveryQuote } from '@/components/address/delivery-quote';
import { USUAL_GST_RATE, type CheckoutLine } from '../hooks/checkout-line';

interface CheckoutSummaryProps {
  lines: readonly CheckoutLine[];
  /** The reviewed address's pincode and payment: the quote then says which sellers charge no GST. */
  pincode?: string;
  method?: PaymentMethod;
}

/**
 * Spec section 2: subtotal with the line count, FREE or the shipping fee, GST and the total, in whole rupees. Tax
 * is each line's price × quantity at its own rate, rounded per line: the order service charges the same.
 */
export function CheckoutSummary({ lines, pincode, method }: CheckoutSummaryProps) {
  const lineCount = lines.length;
  // A seller without a GSTIN issues a bill of supply: its lines carry no GST (the same quote Review shows).
  const quote = useDeliveryQuote(pincode, lines, method);
  const untaxed = new Set(quote.data?.parts.filter((part) => !part.gst).flatMap((part) => part.productIds) ?? []);
  const totals = orderTotals(
    lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      gstRate: untaxed.has(l.id) ? 0 : (l.gstRate ?? USUAL_GST_RATE),
    })),
  );
  const free = totals.shipping === 0;
  return (
    <section aria-label="Order Summary" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h3 className="font-semibold text-stone-900">Order Summary</h3>
      <div className="flex justify-between">
        <span>
          Subtotal ({lineCount} {lineCount === 1 ? 'item' : 'items'})
        </span>
        <span data-testid="summary-subtotal">{formatRupeesWhole(totals.subtotal)}</span>
      </div>
      <div className="flex justify-between">
        <span>Shipping</span>
        <span data-testid="summary-shipping" className={free ? 'font-semibold text-green-700' : undefined}>
          {free ? 'FREE' : formatRupeesWhole(totals.shipping)}
        </span>
      </div>
      <div className="flex justify-between">
        <span>Tax (GST)</span>
        <span data-testid="summary-tax">{formatRupeesWhole(totals.tax)}</span>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <span>Total</span>
        <span data-testid="summary-total">{formatRupeesWhole(totals.total)}</span>
      </div>
      {free ? <p className="text-sm text-green-700">Free shipping on orders above ₹500!</p> : null}
    </section>
  );
}

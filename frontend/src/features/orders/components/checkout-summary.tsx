import type { PaymentMethod } from '@thindi/contracts';
import { useDeliveryQuote } from '@/components/address/delivery-quote';
import { MoneyLines } from '@/components/money/money-lines';
import { moneyOf } from '@/lib/money-summary';
import type { CheckoutLine } from '../hooks/checkout-line';

interface CheckoutSummaryProps {
  lines: readonly CheckoutLine[];
  /** The reviewed address's pincode and payment: the quote then says which sellers charge no GST. */
  pincode?: string;
  method?: PaymentMethod;
}

/**
 * docs/product.md, Checkout > Money: subtotal with the item count, FREE or the shipping fee, GST, the round off when the sum is
 * not whole rupees, and the total in whole rupees: the total shown is the total charged. The cart shows the same
 * lines (the same money model) with its total to two decimals.
 */
export function CheckoutSummary({ lines, pincode, method }: CheckoutSummaryProps) {
  // A seller without a GSTIN issues a bill of supply: its lines carry no GST (the same quote Review shows).
  const quote = useDeliveryQuote(pincode, lines, method);
  const untaxed = new Set(quote.data?.parts.filter((part) => !part.gst).flatMap((part) => part.productIds) ?? []);
  const money = moneyOf(lines, untaxed);
  return (
    <section aria-label="Order Summary" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h3 className="font-semibold text-stone-900">Order Summary</h3>
      <MoneyLines money={money} wholeTotal testIdPrefix="summary" />
      {money.shipping === 0 ? <p className="text-sm text-green-700">Free shipping on orders above ₹500!</p> : null}
    </section>
  );
}

import type { CartCoupon, PaymentMethod } from '@thindi/contracts';
import { useDeliveryQuote } from '@/components/address/delivery-quote';
import { lessDiscount } from '@/components/money/coupon-money';
import { MoneyLines } from '@/components/money/money-lines';
import { moneyOf } from '@/lib/money-summary';
import type { CheckoutLine } from '../hooks/checkout-line';

interface CheckoutSummaryProps {
  lines: readonly CheckoutLine[];
  /** The reviewed address's pincode and payment: the quote then says which sellers charge no GST. */
  pincode?: string;
  method?: PaymentMethod;
  /** The cart's coupon: its discount, or why it takes nothing off now (then the order is sent without it). */
  coupon?: CartCoupon | null;
}

/**
 * docs/product.md, Checkout > Money: subtotal with the item count, FREE or the shipping fee, GST, the round off when the sum is
 * not whole rupees, and the total in whole rupees: the total shown is the total charged. The cart shows the same
 * lines (the same money model) with its total to two decimals. A coupon's discount comes off before the rounding,
 * as the cart worked it out; the order service prices it again when the order is placed.
 */
export function CheckoutSummary({ lines, pincode, method, coupon }: CheckoutSummaryProps) {
  // A seller without a GSTIN issues a bill of supply: its lines carry no GST (the same quote Review shows).
  const quote = useDeliveryQuote(pincode, lines, method);
  const untaxed = new Set(quote.data?.parts.filter((part) => !part.gst).flatMap((part) => part.productIds) ?? []);
  const discount =
    coupon && !coupon.problem && coupon.discount > 0 ? { code: coupon.code, amount: coupon.discount } : null;
  const money = lessDiscount(moneyOf(lines, untaxed), discount?.amount ?? 0);
  return (
    <section aria-label="Order Summary" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h3 className="font-semibold text-stone-900">Order Summary</h3>
      <MoneyLines money={money} discount={discount} wholeTotal testIdPrefix="summary" />
      {coupon?.problem ? <p className="text-sm text-amber-800">{coupon.problem}</p> : null}
      {money.shipping === 0 ? <p className="text-sm text-green-700">Free shipping on orders above ₹500!</p> : null}
    </section>
  );
}

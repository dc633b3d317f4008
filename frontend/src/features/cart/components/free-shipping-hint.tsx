import { FREE_SHIPPING_ABOVE_RUPEES, formatRupees, formatRupeesWhole, shippingFor } from '@thindi/contracts';
import Truck from 'lucide-react/icons/truck';

/** The shipping rule (docs/product.md, Checkout > Money): free when the subtotal is above ₹500, else a fee. */
export function FreeShippingHint({ subtotal }: { subtotal: number }) {
  const free = shippingFor(subtotal) === 0;
  const missing = Math.max(0, Math.round((FREE_SHIPPING_ABOVE_RUPEES - subtotal) * 100) / 100);
  const progress = Math.min(100, (subtotal / FREE_SHIPPING_ABOVE_RUPEES) * 100);
  const threshold = formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES);

  return (
    <div className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
      <p className="flex items-center gap-2">
        <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
        {free
          ? 'You get free shipping on this order.'
          : missing > 0
            ? `Add more than ${formatRupees(missing)} to get free shipping (orders above ${threshold}).`
            : `Add any item to get free shipping (orders above ${threshold}).`}
      </p>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-green-100" aria-hidden="true">
        <div className="h-full rounded-full bg-green-700" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

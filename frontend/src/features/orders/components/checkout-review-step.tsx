import { formatRupees } from '@thindi/contracts';
import type { PaymentMethod, ShippingAddress } from '@thindi/contracts';
import type { CheckoutLine } from '../hooks/checkout-line';
import { paymentLabel } from '../hooks/checkout-model';
import { CheckoutDelivery } from './checkout-delivery';

interface ReviewStepProps {
  items: readonly CheckoutLine[];
  address: ShippingAddress;
  method: PaymentMethod;
}

/** What will be ordered, where it goes, how it is paid and when each seller's part arrives, before Place Order. */
export function ReviewStep({ items, address, method }: ReviewStepProps) {
  return (
    <div className="space-y-4 text-sm">
      <section aria-label="Items">
        <h3 className="mb-2 font-semibold text-stone-900">Items</h3>
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={`${item.id}/${item.variantId ?? ''}`} className="flex justify-between">
              <span>
                {item.name} · {item.weight} × {item.quantity}
              </span>
              <span>{formatRupees(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Shipping Address">
        <h3 className="mb-1 font-semibold text-stone-900">Shipping Address</h3>
        <p>
          {address.firstName} {address.lastName}
        </p>
        <p>{address.street}</p>
        <p>
          {address.city}, {address.state} {address.pincode}
        </p>
        <p>{address.phone}</p>
      </section>
      <section aria-label="Payment">
        <h3 className="mb-1 font-semibold text-stone-900">Payment</h3>
        <p>{paymentLabel(method)}</p>
      </section>
      <CheckoutDelivery items={items} pincode={address.pincode} method={method} />
    </div>
  );
}

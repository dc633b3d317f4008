import type { DeliveryPart, PaymentMethod } from '@thindi/contracts';
import { codRefusal, partArrival, useDeliveryQuote } from '@/components/address/delivery-quote';
import { ApiError } from '@/lib/api-client';
import type { CheckoutLine } from '../hooks/checkout-line';

interface CheckoutDeliveryProps {
  items: readonly CheckoutLine[];
  pincode: string;
  method: PaymentMethod;
}

/** The products of one seller's part, each named once however many of its packs, for the messages that concern them. */
const productNames = (part: DeliveryPart, items: readonly CheckoutLine[]) =>
  [...new Set(items.filter((item) => part.productIds.includes(item.id)).map((item) => item.name))].join(', ') ||
  part.sellerName;

/**
 * Review's delivery: when each seller's part reaches the address, and before Place Order what the order service
 * would refuse (a part it cannot deliver there, cash on delivery where the seller does not take it).
 */
export function CheckoutDelivery({ items, pincode, method }: CheckoutDeliveryProps) {
  const quote = useDeliveryQuote(pincode, items, method);
  // The address's pincode is refused (400) before any part is quoted; other failures leave the section out.
  const refused = quote.error instanceof ApiError && quote.error.status === 400 ? quote.error.serverMessage : null;
  const parts = quote.data?.parts ?? [];
  const problems: string[] = [];
  for (const part of parts) {
    const names = productNames(part, items);
    if (!part.deliverable) {
      problems.push(`${names}: ${part.message ?? `This seller does not deliver to ${pincode} yet`}`);
      continue;
    }
    const cod = codRefusal(part, method);
    if (cod) problems.push(`${names}: ${cod}`);
  }
  if (refused) problems.push(refused);
  if (parts.length === 0 && problems.length === 0) return null;

  return (
    <section aria-label="Delivery" className="space-y-2">
      <h3 className="mb-1 font-semibold text-stone-900">Delivery</h3>
      {parts.length > 0 ? (
        <ul className="space-y-1">
          {parts.map((part) => {
            const arrival = partArrival(part);
            return arrival ? (
              <li key={part.sellerId}>
                <span className="font-medium">{part.sellerName}:</span> {arrival}
              </li>
            ) : null;
          })}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

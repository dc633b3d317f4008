import type { Order } from '../api/orders.api';

/** The moment as India reads it, whatever the reader's own zone: '2 Dec 2026, 4:30 pm'. */
const indiaDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** Which terms the shopper agreed to at checkout, and when; nothing for an order placed without consent. */
export function OrderConsent({ order }: { order: Order }) {
  if (!order.consent) return null;
  const { policyVersion, agreedAt } = order.consent;
  return (
    <p className="text-sm text-stone-600">
      You agreed to the Terms and the Returns &amp; Refunds policy, version {policyVersion}, on{' '}
      {indiaDateTime(agreedAt)}
    </p>
  );
}

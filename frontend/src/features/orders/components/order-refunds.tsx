import { formatRupees, type OrderRefund } from '@thindi/contracts';
import { Link } from 'react-router-dom';
import type { Order } from '../api/orders.api';
import { refundStateText } from './refund-model';

/** Why the money is owed back: the ticket it settles (to its page), a part returned, or one cancelled after it was paid. */
function RefundReason({ refund }: { refund: OrderRefund }) {
  if (refund.reason === 'ticket' && refund.issueNumber) {
    return (
      <span>
        Ticket{' '}
        <Link to={`/support/${encodeURIComponent(refund.issueNumber)}`} className="underline">
          {refund.issueNumber}
        </Link>
      </span>
    );
  }
  if (refund.reason === 'returned') return <span>Returned part</span>;
  return <span>Cancelled part</span>;
}

/** Where the money still due goes: a UPI order's back to the UPI ID that paid it, cash on delivery's to one given. */
function DueNote({ order }: { order: Order }) {
  if (order.paymentMethod === 'upi')
    return <p className="text-stone-600">Refunds go back to the UPI ID this order was paid from.</p>;
  if (order.paymentMethod === 'cod')
    return (
      <p className="text-stone-600">
        Cash on delivery is refunded by UPI, to the UPI ID you give on the ticket&apos;s page.
      </p>
    );
  return null;
}

/**
 * The money given back or owed back on the order: each refund's amount, why (its ticket, or a cancelled part) and
 * whether it is due or was paid (when, in India, and the transfer's UTR). Nothing while none was ever owed.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const refund = order.refund;
  if (!refund || refund.refunds.length === 0) return null;
  return (
    <section aria-label="Refunds" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h2 className="font-semibold text-stone-900">Refunds</h2>
      <ul className="divide-y divide-stone-100">
        {refund.refunds.map((r) => (
          <li key={r.key} className="py-2">
            <span className="font-medium text-stone-900">{formatRupees(r.amount)}</span>
            {' · '}
            <RefundReason refund={r} />
            {' · '}
            <span className={r.state === 'due' ? 'font-semibold text-amber-800' : 'text-green-800'}>
              {refundStateText(r)}
            </span>
          </li>
        ))}
      </ul>
      {refund.refunds.length > 1 ? (
        <p className="text-stone-700">{`Refunded ${formatRupees(refund.refunded)} · Due ${formatRupees(refund.due)}`}</p>
      ) : null}
      {refund.due > 0 ? <DueNote order={order} /> : null}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { CONFIRMING_MESSAGE } from '../hooks/use-place-order';

interface CheckoutOutcomeNoticeProps {
  /** The order is being asked for again after an answer that left it open. */
  confirming: boolean;
  /** Checkout gave up asking: the order may stand, so My Orders is where to look first. */
  unconfirmed: boolean;
  /** Any other failure, in the server's words or checkout's own. */
  error: string | null;
  /** Leaves checkout for My Orders. */
  onOpenOrders: () => void;
}

/** What checkout says while an order's fate is open, once it gave up on it, or when the order failed. */
export function CheckoutOutcomeNotice({ confirming, unconfirmed, error, onOpenOrders }: CheckoutOutcomeNoticeProps) {
  if (confirming) {
    return (
      <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {CONFIRMING_MESSAGE}
      </p>
    );
  }
  if (!unconfirmed) return <FormAlert message={error} />;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      We could not confirm your order: check{' '}
      <Link to="/orders" onClick={onOpenOrders} className="underline">
        My Orders
      </Link>{' '}
      before trying again
    </p>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';
import { SELLER_STATUSES, type SellerOrder } from '@thindi/contracts';
import { statusLabel } from '@/components/orders/order-status-badge';
import type { StatusExtras } from '../hooks/use-seller-orders';

interface StatusFormProps {
  order: SellerOrder;
  onUpdate: (status: string, extras: StatusExtras) => void;
}

/**
 * Spec section 2's 'Update Order Status': a button per seller status (the current one disabled) and a dropdown of
 * the others; the tracking number and note go with whichever is used.
 */
export function SellerOrderStatusForm({ order, onUpdate }: StatusFormProps) {
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [note, setNote] = useState('');
  const send = (status: string) => onUpdate(status, { trackingNumber, note });
  return (
    <section aria-labelledby="update-status" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="update-status" className="font-semibold text-stone-900">
        Update Order Status
      </h3>
      <div className="flex flex-wrap gap-2">
        {SELLER_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant="outline"
            disabled={order.orderStatus === status}
            onClick={() => send(status)}
          >
            Mark as {statusLabel(status)}
          </Button>
        ))}
      </div>
      <select
        aria-label="Change status"
        className={`${INPUT_CLASSES} max-w-xs`}
        value=""
        onChange={(event) => {
          if (event.target.value) send(event.target.value);
        }}
      >
        <option value="">Select new status</option>
        {SELLER_STATUSES.filter((s) => s !== order.orderStatus).map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </select>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Tracking Number" value={trackingNumber} onValueChange={setTrackingNumber} />
        <TextField label="Note" value={note} onValueChange={setNote} />
      </div>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { sellerNextStatuses, updateOrderStatusSchema } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { statusLabel } from '@/components/orders/order-status-badge';
import type { StatusExtras } from '../hooks/use-seller-orders';
import type { SellerOrder } from '../api/seller-orders.api';

/** The optional inputs that go with a status change, checked with the order service's own limits. */
const statusExtrasSchema = updateOrderStatusSchema.pick({ trackingNumber: true, note: true });
const returnSchema = updateOrderStatusSchema.pick({ note: true });

interface StatusFormProps {
  order: SellerOrder;
  onUpdate: (status: string, extras: StatusExtras) => void;
}

/**
 * The seller's 'Update Order Status': a button per move the order service allows from here (sellerNextStatuses:
 * forward to 'Shipped', and 'Delivered' only once shipped), and a dropdown of the same moves that acts only once
 * 'Confirm change' is pressed.
 * The tracking number and note go with whichever is used; the note is then cleared for the next move.
 */
function ForwardStatusForm({ order, onUpdate }: StatusFormProps) {
  const { control, handleSubmit, formState, resetField } = useForm({
    resolver: zodResolver(statusExtrasSchema),
    defaultValues: { trackingNumber: order.trackingNumber ?? '', note: '' },
  });
  const [chosen, setChosen] = useState('');
  const send = (status: string) =>
    void handleSubmit((extras: StatusExtras) => {
      setChosen('');
      // A note goes with one move: 'Sent by DTDC' is not sent again with the delivery after it. The tracking
      // number stays, as it is the parcel's.
      resetField('note');
      onUpdate(status, extras);
    })();
  const moves = sellerNextStatuses(order.orderStatus).filter((status) => status !== 'returned');
  const { trackingNumber, note } = formState.errors;
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="update-status" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="update-status" className="font-semibold text-stone-900">
        Update Order Status
      </h3>
      <FormAlert message={trackingNumber?.message ?? note?.message ?? null} />
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <Button key={status} size="sm" variant="outline" onClick={() => send(status)}>
            Mark as {statusLabel(status)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label="Change status"
          className={`${INPUT_CLASSES} max-w-xs`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Select new status</option>
          {moves.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
        <Button size="sm" disabled={!chosen} onClick={() => send(chosen)}>
          Confirm change
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField control={control} name="trackingNumber" label="Tracking Number" />
        <FormTextField control={control} name="note" label="Note" />
      </div>
    </section>
  );
}

/**
 * A delivered part can only come back: the seller records the return with the shopper's reason (kept in the
 * history). The order service refuses it once the return window has closed, and the refusal is shown.
 */
function ReturnForm({ onUpdate }: Pick<StatusFormProps, 'onUpdate'>) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(returnSchema),
    defaultValues: { note: '' },
  });
  const send = () => void handleSubmit((extras: StatusExtras) => onUpdate('returned', extras))();
  return (
    <section aria-labelledby="record-return" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h3 id="record-return" className="font-semibold text-stone-900">
        Record a Return
      </h3>
      <p className="text-sm text-stone-600">
        The shopper sent this order back? Record it within the return window: the shopper is refunded and a credit note
        is issued against your invoice.
      </p>
      <FormAlert message={formState.errors.note?.message ?? null} />
      <FormTextField control={control} name="note" label="Reason" />
      <Button size="sm" variant="outline" onClick={send}>
        Mark as Returned
      </Button>
    </section>
  );
}

/** What a seller may do with its part now: move it forward, record its return once delivered, or nothing. */
export function SellerOrderStatusForm({ order, onUpdate }: StatusFormProps) {
  if (order.orderStatus === 'returned') return null;
  if (order.orderStatus === 'delivered') return <ReturnForm onUpdate={onUpdate} />;
  return <ForwardStatusForm order={order} onUpdate={onUpdate} />;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { cancelPartSchema, SELLER_CANCELLABLE_STATUSES } from '@thindi/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import type { SellerOrder } from '../api/seller-orders.api';
import { useSellerPartCancel } from '../hooks/use-seller-part-cancel';

// The order service's own limit on the reason; a seller must give one (the shopper is told it).
const reasonSchema = z.object({
  reason: cancelPartSchema.shape.reason.unwrap().min(1, 'Please tell the shopper why you cancel'),
});

interface ReasonFormProps {
  pending: boolean;
  error: string | null;
  onKeep: () => void;
  onSubmit: (reason: string) => void;
}

/** The reason, required: 'Cancel my part' stays disabled until something is typed. */
function ReasonForm({ pending, error, onKeep, onSubmit }: ReasonFormProps) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const typed = useWatch({ control, name: 'reason' }).trim() !== '';
  return (
    <form noValidate className="space-y-4 p-4" onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}>
      <FormAlert message={formState.errors.reason?.message ?? error} />
      <p className="text-sm text-stone-700">
        Your items in this order will not be sent. The shopper is told your reason; the other sellers&apos; items still
        go out.
      </p>
      <FormTextField control={control} name="reason" label="Reason (the shopper is told)" required />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onKeep}>
          Keep my part
        </Button>
        <Button type="submit" disabled={!typed || pending}>
          Cancel my part
        </Button>
      </div>
    </form>
  );
}

/** 'Cancel my part' while the seller's part is pending, confirmed or processing (until it ships), with a reason. */
export function SellerPartCancel({ order }: { order: SellerOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useSellerPartCancel(order._id);
  const cancellable = SELLER_CANCELLABLE_STATUSES.includes(order.orderStatus);
  return (
    <>
      <FormNotice message={cancel.done} />
      {cancellable ? (
        <section aria-labelledby="cancel-part" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
          <h3 id="cancel-part" className="font-semibold text-stone-900">
            Cannot send this order?
          </h3>
          <p className="text-sm text-stone-600">You can cancel your part of it until it ships.</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              cancel.reset();
              setOpen(true);
            }}
          >
            Cancel my part
          </Button>
        </section>
      ) : null}
      <Dialog
        open={open && cancellable}
        onClose={() => setOpen(false)}
        title={`Cancel your part of order #${order.orderNumber}?`}
        variant="centred"
        dismissible={!cancel.pending}
      >
        <ReasonForm
          pending={cancel.pending}
          error={cancel.error}
          onKeep={() => setOpen(false)}
          onSubmit={(reason) => cancel.cancel(reason, () => setOpen(false))}
        />
      </Dialog>
    </>
  );
}

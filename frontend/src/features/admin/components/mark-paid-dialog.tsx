import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees, orderUtrBodySchema, type Order } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormTextField } from '@/components/ui/form-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useMarkOrderPaid } from '../hooks/use-mark-order-paid';

type UtrFields = z.input<typeof orderUtrBodySchema>;

/** 'Mark paid': the UTR on the bank statement, prefilled with the one the shopper gave; the refusal stays here. */
function MarkPaidDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { control, handleSubmit } = useForm<UtrFields, unknown, z.output<typeof orderUtrBodySchema>>({
    resolver: zodResolver(orderUtrBodySchema),
    defaultValues: { utr: order.payment?.utr ?? '' },
  });
  const mark = useMarkOrderPaid(order.id);
  const submit = handleSubmit(({ utr }) => mark.mutate(utr, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title="Mark paid" variant="centred" dismissible={!mark.isPending}>
      <form noValidate aria-label="Mark paid" onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">
          Order #{order.orderNumber}: {formatRupees(order.totalAmount)} by UPI. Check that this amount reached the
          account, then enter the UTR it came with.
        </p>
        <FormAlert message={mark.isError ? errorMessage(mark.error, 'Could not mark the order paid') : null} />
        <FormTextField
          control={control}
          name="utr"
          label="UTR"
          inputMode="numeric"
          autoComplete="off"
          required
          showError
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={mark.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={mark.isPending}>
            {mark.isPending ? 'Saving...' : 'Mark paid'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The order's payment in the admin's list: 'Paid', 'Cash on delivery', or a 'Mark paid' button while it waits. */
export function OrderPaymentCell({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.paymentMethod === 'cod') return <span className="text-sm text-stone-600">Cash on delivery</span>;
  if (order.paymentStatus === 'paid') return <span className="text-sm font-semibold text-green-800">Paid</span>;
  if (order.paymentStatus !== 'awaiting_payment' || order.orderStatus === 'cancelled')
    return <span className="text-sm text-stone-500">Unpaid</span>;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Mark order ${order.orderNumber} paid`}
      >
        Mark paid
      </Button>
      {order.payment?.utr ? <span className="block text-xs text-stone-500">UTR {order.payment.utr}</span> : null}
      {open ? <MarkPaidDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Payout } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { useFinanceChange } from '../hooks/use-admin-finance';
import { failureFormSchema, formatPaise, utrFormSchema, type FailureFields, type UtrFields } from './finance-model';

interface PayoutDialogProps {
  payout: Payout;
  onClose: () => void;
}

const about = (payout: Payout) => `${payout.reference} · ${payout.sellerName} · ${formatPaise(payout.amountPaise)}`;

function DialogButtons({ busy, label, onClose }: { busy: boolean; label: string; onClose: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : label}
      </Button>
    </div>
  );
}

/** Records a due payout as paid: the bank's UTR, checked by the contract's rule before it is sent. */
export function MarkPaidDialog({ payout, onClose }: PayoutDialogProps) {
  const { control, handleSubmit } = useForm<UtrFields>({
    resolver: zodResolver(utrFormSchema),
    defaultValues: { utr: '' },
  });
  const save = useFinanceChange('payout-paid', (utr: string) => adminApi.markPayoutPaid(payout.id, utr));
  const submit = handleSubmit(({ utr }) => save.mutate(utr, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title="Mark payout paid" variant="centred" dismissible={!save.isPending}>
      <form noValidate aria-label="Mark payout paid" onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{about(payout)}</p>
        <FormAlert message={save.isError ? errorMessage(save.error, 'Could not mark the payout paid') : null} />
        <FormTextField
          control={control}
          name="utr"
          label="UTR"
          hint="The bank's transaction reference: 12 to 22 letters and digits"
          showError
          autoComplete="off"
        />
        <DialogButtons busy={save.isPending} label="Mark paid" onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** Records that the bank returned a due payout, with the reason it gave. */
export function MarkFailedDialog({ payout, onClose }: PayoutDialogProps) {
  const { control, handleSubmit } = useForm<FailureFields>({
    resolver: zodResolver(failureFormSchema),
    defaultValues: { reason: '' },
  });
  const save = useFinanceChange('payout-failed', (reason: string) => adminApi.markPayoutFailed(payout.id, reason));
  const submit = handleSubmit(({ reason }) => save.mutate(reason, { onSuccess: onClose }));
  return (
    <Dialog open onClose={onClose} title="Mark payout failed" variant="centred" dismissible={!save.isPending}>
      <form noValidate aria-label="Mark payout failed" onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-stone-700">{about(payout)}</p>
        <FormAlert message={save.isError ? errorMessage(save.error, 'Could not mark the payout failed') : null} />
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          hint="What the bank said, e.g. account closed"
          showError
          autoComplete="off"
        />
        <DialogButtons busy={save.isPending} label="Mark failed" onClose={onClose} />
      </form>
    </Dialog>
  );
}

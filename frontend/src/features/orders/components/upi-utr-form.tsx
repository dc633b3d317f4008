import { zodResolver } from '@hookform/resolvers/zod';
import { orderUtrBodySchema, type Order } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useSubmitUtr } from '../hooks/use-submit-utr';

type UtrFields = z.input<typeof orderUtrBodySchema>;

/** 'UTR': the 12-digit reference the UPI app shows after paying, sent so the payment can be found and confirmed. */
export function UpiUtrForm({ order }: { order: Order }) {
  const given = order.payment?.utr ?? '';
  const { control, handleSubmit } = useForm<UtrFields, unknown, z.output<typeof orderUtrBodySchema>>({
    resolver: zodResolver(orderUtrBodySchema),
    defaultValues: { utr: given },
  });
  const submit = useSubmitUtr(order.id);
  const onSubmit = handleSubmit(({ utr }) => submit.mutate(utr));
  return (
    <form noValidate aria-label="UPI payment reference" onSubmit={(e) => void onSubmit(e)} className="space-y-2">
      <FormTextField
        control={control}
        name="utr"
        label="UTR (12-digit UPI reference)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        showError
        hint="After paying, copy the UTR or reference number from your UPI app"
      />
      <FormAlert message={submit.isError ? errorMessage(submit.error, 'Could not send the UTR') : null} />
      {submit.isSuccess ? (
        <p role="status" className="text-sm text-green-800">
          {submit.data.message}
        </p>
      ) : given ? (
        <p className="text-sm text-stone-600">UTR {given} received: we will confirm your payment once it reaches us</p>
      ) : null}
      <Button type="submit" variant="outline" disabled={submit.isPending}>
        {submit.isPending ? 'Sending...' : given ? 'Update UTR' : 'Send UTR'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { closeShopSchema, type CloseShopInput, type CloseShopResponse } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';

const NOT_CLOSED = 'Your shop could not be closed. Please try again.';

// Button has no danger variant, and its classes cannot be overridden without merging them: these stand alone.
const DANGER = cx(
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-60',
);
const DANGER_OUTLINE = cx(DANGER, 'border border-red-300 bg-white text-red-800 hover:border-red-700 hover:bg-red-50');
const DANGER_SOLID = cx(DANGER, 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900');

const closeShopFormSchema = closeShopSchema.extend({
  password: z.string().min(1, 'Please enter your password').pipe(closeShopSchema.shape.password),
});
type CloseShopForm = z.input<typeof closeShopFormSchema>;

interface CloseShopProps {
  /** Sends the password to close the shop, with the seller's own token. */
  close: (input: CloseShopInput) => Promise<CloseShopResponse>;
  /** The shop is closed and every session with it, and the seller has read so: sign out here. */
  onClosed: () => void;
}

/** What closing does, the password that proves the owner is at the keyboard, and the server's refusal if any. */
function CloseShopDialog({ close, onClosed, onCancel }: CloseShopProps & { onCancel: () => void }) {
  const { control, handleSubmit, setError, setFocus, formState } = useForm<CloseShopForm, unknown, CloseShopInput>({
    resolver: zodResolver(closeShopFormSchema),
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const closing = useMutation({
    mutationFn: close,
    onError: (error) => setError('root.server', { message: errorMessage(error, NOT_CLOSED) }),
  });
  const busy = closing.isPending || closing.isSuccess;

  useEffect(() => setFocus('password'), [setFocus]);

  // Closed: the server's words, then out (every session of the shop has ended with it).
  if (closing.isSuccess)
    return (
      <Dialog open onClose={onClosed} title="Your shop is closed" variant="centred">
        <div className="space-y-4">
          <p role="status" className="text-sm text-stone-700">
            {closing.data.message}
          </p>
          <div className="flex justify-end">
            <Button onClick={onClosed}>Sign out</Button>
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open onClose={onCancel} title="Close my shop" variant="centred" dismissible={!busy}>
      <form
        noValidate
        aria-label="Close my shop"
        onSubmit={handleSubmit((input) => closing.mutate(input))}
        className="space-y-4"
      >
        <div className="space-y-2 text-sm text-stone-700">
          <p>
            Closing is for good: your shop stops selling at once and cannot open again, and you are signed out on every
            device. Your invoices and statements stay with the platform for as long as GST law requires.
          </p>
          <p>
            A shop can close only once nothing is left to finish: no order left to deliver or still open to a return, no
            ticket open, and no money held for you, payable to you, owed back by you or on its way in a payout.
          </p>
        </div>
        <FormAlert message={bannerMessage(formState.errors)} />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={DANGER_SOLID} disabled={busy}>
            {busy ? 'Closing your shop…' : 'Close shop'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** 'Close my shop': opens the dialog that closes the shop for good, with the seller's password. */
export function CloseShopButton({ close, onClosed }: CloseShopProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={DANGER_OUTLINE} onClick={() => setAsking(true)}>
        Close my shop
      </button>
      {asking ? <CloseShopDialog close={close} onClosed={onClosed} onCancel={() => setAsking(false)} /> : null}
    </>
  );
}

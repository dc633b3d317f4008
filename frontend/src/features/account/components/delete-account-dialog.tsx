import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { OTP_LENGTH, type DeleteAccountInput } from '@thindi/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { deleteMyAccount } from '../api/personal-data.api';
import { deleteAccountFormSchema, type DeleteAccountForm } from '../model/account-forms.schema';

const LINK = 'text-sm font-semibold text-amber-800 hover:underline disabled:opacity-60';
const NOT_DELETED = 'Your account could not be deleted. Please try again.';
const NOT_SENT = 'The code could not be sent. Please try again.';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

interface DeleteAccountDialogProps {
  /** The signed-in shopper's e-mail, where a code goes. */
  email: string;
  onClose: () => void;
  /** The account is gone (its tokens with it): the server's sentence, to show where the shopper lands. */
  onDeleted: (message: string) => void;
}

/**
 * 'Delete my account' asks for proof that the owner is at the keyboard: the password, or a sign-in code e-mailed to
 * the account. A refusal (a wrong password or code, an order on its way, a ticket open) stays in the dialog.
 */
export function DeleteAccountDialog({ email, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { control, handleSubmit, setError, setValue, setFocus, clearErrors, formState } = useForm<
    DeleteAccountForm,
    unknown,
    DeleteAccountInput
  >({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { proof: 'password', password: '', otp: '' },
    reValidateMode: 'onSubmit',
  });
  const proof = useWatch({ control, name: 'proof' });
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: ({ message }) => onDeleted(message),
    onError: (error) => setError('root.server', { message: errorMessage(error, NOT_DELETED) }),
  });
  const sendCode = useMutation({
    mutationFn: () => authApi.sendOtp(email, 'login'),
    onMutate: () => clearErrors(),
    onSuccess: () => setValue('proof', 'code'),
    onError: (error) => setError('root.server', { message: errorMessage(error, NOT_SENT) }),
  });
  const usePassword = () => {
    clearErrors();
    sendCode.reset();
    setValue('proof', 'password');
  };
  const busy = remove.isPending || remove.isSuccess;

  // The field the shopper is to fill has the focus: on opening, and after each switch between password and code.
  useEffect(() => setFocus(proof === 'code' ? 'otp' : 'password'), [proof, setFocus]);

  return (
    <Dialog open onClose={onClose} title="Delete my account" variant="centred" dismissible={!busy}>
      <form
        noValidate
        aria-label="Delete my account"
        onSubmit={handleSubmit((input) => remove.mutate(input))}
        className="space-y-4"
      >
        <p className="text-sm text-stone-700">
          This cannot be undone. To be sure it is you, confirm with your password or with a code we e-mail you.
        </p>
        <FormAlert message={bannerMessage(formState.errors)} />
        <FormNotice message={proof === 'code' && sendCode.isSuccess ? `We e-mailed a code to ${email}` : null} />
        {proof === 'password' ? (
          <div className="space-y-2">
            <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
            <button type="button" className={LINK} disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {sendCode.isPending ? 'Sending a code…' : 'Use a code e-mailed to me instead'}
            </button>
          </div>
        ) : (
          <div className="space-y-2">
            <FormTextField
              control={control}
              name="otp"
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder="000000"
              transform={digitsOnly}
            />
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              <button type="button" className={LINK} onClick={usePassword}>
                Use my password instead
              </button>
              <button type="button" className={LINK} disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
                {sendCode.isPending ? 'Sending a code…' : 'E-mail me another code'}
              </button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Deleting your account…' : 'Delete my account for good'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

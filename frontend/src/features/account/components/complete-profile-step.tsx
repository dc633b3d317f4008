import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import {
  completeProfileFormSchema,
  type CompleteProfileForm as Fields,
  type CompleteProfileValues,
} from '../model/account-forms.schema';

const EMPTY: Fields = { firstName: '', lastName: '', phone: '', password: '', confirm: '' };

interface CompleteProfileStepProps {
  /** False when the account has a password already (a reset by code chose it): the step asks only for details. */
  askPassword: boolean;
  /** Called with the saved account, and the fresh token when a password was chosen (the other sessions ended). */
  onDone: (user: User, token?: string) => void;
}

/**
 * The first code sign-in of an account registered with a password drops what the registration typed (whoever
 * registered may not own the mailbox): the owner gives the name and phone again, and may choose a password.
 */
export function CompleteProfileStep({ askPassword, onDone }: CompleteProfileStepProps) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, CompleteProfileValues>({
    resolver: zodResolver(completeProfileFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const password = useWatch({ control, name: 'password' });
  const save = useMutation({
    mutationFn: async ({ password: chosen, confirm: _confirm, ...profile }: CompleteProfileValues) => {
      const { user } = await authApi.updateProfile(profile);
      if (!chosen) return { user };
      const { token } = await authApi.setPassword(chosen);
      return { user: { ...user, hasPassword: true }, token };
    },
    onSuccess: ({ user, token }) => onDone(user, token),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to save your details') }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-4">
      <p className="text-sm text-stone-700">
        Your e-mail is verified. Please tell us your name, as the one typed when this account was registered was not
        kept.
      </p>
      <FormAlert message={bannerMessage(formState.errors)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
      </div>
      <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      {askPassword ? (
        <>
          <p className="text-sm text-stone-600">
            Choose a password (or keep the one you chose when you signed up: type it again). Leave it empty to sign in
            with e-mailed codes only.
          </p>
          <FormPasswordField control={control} name="password" label="Password (optional)" autoComplete="new-password">
            {(value) => <PasswordStrengthMeter password={value} />}
          </FormPasswordField>
          <FormPasswordField control={control} name="confirm" label="Confirm Password" autoComplete="new-password">
            {(value) => <PasswordMatch password={password} confirm={value} />}
          </FormPasswordField>
        </>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={save.isPending || save.isSuccess}>
        {save.isPending || save.isSuccess ? 'Saving...' : 'Save and Continue'}
      </Button>
    </form>
  );
}

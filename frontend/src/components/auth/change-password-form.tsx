import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@thindi/contracts';
import { useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormPasswordField, bannerMessage } from '@/components/ui/form-fields';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { errorMessage } from '@/lib/api-client';
import { changePasswordFormSchemaFor, type ChangePasswordForm as Fields } from './auth-forms.schema';

interface ChangePasswordFormProps {
  /** The role's change-password call: answers the fresh token of this session. */
  change: (currentPassword: string, newPassword: string) => Promise<{ token: string; message: string }>;
  /** Keeps this session signed in with the fresh token (every other one has ended). */
  onChanged: (token: string) => void;
  /** The account's own words (e-mail, names): a new password built from them is refused, here as by the server. */
  userInputs?: readonly string[];
}

const EMPTY: Fields = { currentPassword: '', newPassword: '', confirm: '' };
const NO_WORDS: readonly string[] = [];

/** Change password, signed in: the current password, then the new one twice. */
export function ChangePasswordForm({ change, onChanged, userInputs = NO_WORDS }: ChangePasswordFormProps) {
  // Keyed by the words rather than the array holding them, which a caller may make afresh at each render.
  const words = userInputs.filter(Boolean).join('\n');
  const ownWords = useMemo(() => (words ? words.split('\n') : []), [words]);
  const schema = useMemo(() => changePasswordFormSchemaFor(ownWords), [ownWords]);
  const { control, handleSubmit, setError, reset, formState } = useForm<Fields, unknown, ChangePasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordInput) => change(currentPassword, newPassword),
    onSuccess: (result) => {
      onChanged(result.token);
      reset(EMPTY);
    },
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to change password') }),
  });

  // A new try hides the last confirmation, as the banner shows only this try's outcome.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    save.reset();
    return handleSubmit((input) => save.mutate(input))(event);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormNotice message={save.data?.message ?? null} />
      <FormPasswordField
        control={control}
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
      />
      <FormPasswordField control={control} name="newPassword" label="New Password" autoComplete="new-password">
        {(value) => <PasswordStrengthMeter password={value} userInputs={ownWords} />}
      </FormPasswordField>
      <FormPasswordField control={control} name="confirm" label="Confirm New Password" autoComplete="new-password" />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

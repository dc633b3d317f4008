import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { setPasswordFormSchema, type SetPasswordForm as Fields } from '@/components/auth/auth-forms.schema';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, bannerMessage } from '@/components/ui/form-fields';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';

/**
 * 'Set a password', for an account that signs in with codes only: POST /api/auth/password. Like a change, it ends
 * the other sessions and answers a fresh token for this one.
 */
export function SetPasswordForm({ onSet }: { onSet: (token: string) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, { password: string }>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: ({ password }: { password: string }) => authApi.setPassword(password),
    onSuccess: (result) => onSet(result.token),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to set the password') }),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => save.mutate(input))}
      className="space-y-4"
      aria-label="Set a password"
    >
      <p className="text-sm text-stone-600">
        You sign in with e-mailed codes. Choose a password to sign in with it as well.
      </p>
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormPasswordField control={control} name="password" label="New Password" autoComplete="new-password">
        {(value) => <PasswordStrengthMeter password={value} />}
      </FormPasswordField>
      <FormPasswordField control={control} name="confirm" label="Confirm New Password" autoComplete="new-password" />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Set Password'}
      </Button>
    </form>
  );
}

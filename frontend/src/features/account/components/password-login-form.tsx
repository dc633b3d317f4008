import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, User } from '@thindi/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { bannerMessage, passwordFieldProps, textFieldProps } from '@/lib/form-fields';
import { authApi } from '../api/auth.api';
import { passwordLoginFormSchema, type PasswordLoginForm as Fields } from '@/components/auth/auth-forms.schema';

export const VERIFY_EMAIL_MESSAGE = 'Please verify your email address first. Use "Login with OTP" option.';

/** Spec section 5: an account whose e-mail is not verified yet is pointed to the OTP login instead. */
function loginFailureMessage(error: unknown): string {
  if (hasErrorCode(error, 'AUTH.EMAIL_NOT_VERIFIED')) return VERIFY_EMAIL_MESSAGE;
  return errorMessage(error, 'Login failed');
}

export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (token: string, user: User) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, LoginInput>({
    resolver: zodResolver(passwordLoginFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (result) => onSignedIn(result.token, result.user),
    onError: (error) => setError('root.server', { message: loginFailureMessage(error) }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((input) => login.mutate(input))} className="space-y-4">
      <FormAlert message={bannerMessage(formState.errors)} />
      <Controller
        control={control}
        name="email"
        render={({ field }) => <TextField label="Email" type="email" autoComplete="email" {...textFieldProps(field)} />}
      />
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <PasswordField label="Password" autoComplete="current-password" {...passwordFieldProps(field)} />
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending || login.isSuccess}>
        {login.isPending || login.isSuccess ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

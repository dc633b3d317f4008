import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, User } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
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
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending || login.isSuccess}>
        {login.isPending || login.isSuccess ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

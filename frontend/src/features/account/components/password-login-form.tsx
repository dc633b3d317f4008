import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginInput } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { passwordLoginFormSchema, type PasswordLoginForm as Fields } from '@/components/auth/auth-forms.schema';

/**
 * Password Login. An account that never proved its e-mail has no password it can use (decision 031): it gets the
 * same 'Invalid email or password' as a wrong one. The whole answer goes on: it may say the password is weak.
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (answer: AuthResponse) => void }) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, LoginInput>({
    resolver: zodResolver(passwordLoginFormSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: onSignedIn,
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Login failed') }),
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

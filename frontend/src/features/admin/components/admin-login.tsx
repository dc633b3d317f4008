import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminLoginInput } from '@thindi/contracts';
import { useMutation } from '@tanstack/react-query';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useForm } from 'react-hook-form';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { adminApi, type Admin } from '../api/admin.api';
import { adminLoginFormSchema, type AdminLoginFields } from './admin-login-model';

/** The admin login (docs/product.md, Administration > Sign-in and the dashboard): e-mail, password with show/hide, and a note that access is restricted. */
export function AdminLogin({ onSignedIn }: { onSignedIn: (token: string, admin: Admin) => void }) {
  const { control, handleSubmit, formState } = useForm<AdminLoginFields, unknown, AdminLoginInput>({
    resolver: zodResolver(adminLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: adminApi.login,
    onSuccess: (result) => onSignedIn(result.token, result.admin),
  });
  const submit = handleSubmit((input) => login.mutate(input));
  const { email, password } = formState.errors;
  const failure = login.isError ? errorMessage(login.error, 'Login failed') : null;

  return (
    <AuthCard title="Admin Login" subtitle="Thindi administration">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={email?.message ?? password?.message ?? failure} />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In to Dashboard'}
        </Button>
      </form>
      <p className="flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Restricted access: this area is for authorised administrators only. Attempts are logged.
      </p>
    </AuthCard>
  );
}

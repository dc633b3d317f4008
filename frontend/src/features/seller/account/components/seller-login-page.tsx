import { zodResolver } from '@hookform/resolvers/zod';
import type { SellerLoginInput } from '@thindi/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField } from '@/components/ui/form-fields';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { ForgotPasswordForm, type PasswordResetCalls } from '@/components/auth/forgot-password-form';
import { sellerApi, type Seller } from '@/features/seller/api/seller.api';
import { useSellerSession } from '@/features/seller/hooks/seller-session';
import { sellerLoginFormSchema, type SellerLoginFields } from './seller-login-model';

const RESET_CALLS: PasswordResetCalls<Seller> = {
  forgot: (email) => sellerApi.forgotPassword(email),
  reset: async (email, otp, newPassword) => {
    const { token, seller } = await sellerApi.resetPassword({ email, otp, newPassword });
    return { token, account: seller };
  },
};

/** /seller/login, with 'Forgot password?'; a signed-in seller goes to the dashboard. */
export function SellerLoginPage() {
  const session = useSellerSession();
  const [forgot, setForgot] = useState(false);
  const { control, handleSubmit, formState } = useForm<SellerLoginFields, unknown, SellerLoginInput>({
    resolver: zodResolver(sellerLoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: sellerApi.login,
    onSuccess: (result) => session.signIn(result.token, result.seller),
  });

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/seller/dashboard" replace />;

  const { email, password } = formState.errors;
  const problem = email?.message ?? password?.message ?? null;
  const failure = login.isError ? errorMessage(login.error, 'Login failed') : null;
  const submit = handleSubmit((input) => login.mutate(input));

  const footer = (
    <>
      <p>
        New seller?{' '}
        <Link to="/seller/signup" className="font-semibold text-amber-800 hover:underline">
          Register your business
        </Link>
      </p>
      <p>
        Shopping instead?{' '}
        <Link to="/login" className="font-semibold text-amber-800 hover:underline">
          Customer sign in
        </Link>
      </p>
    </>
  );

  if (forgot)
    return (
      <AuthCard
        title="Forgot Password"
        subtitle="Choose a new password with a code sent to your email."
        footer={footer}
      >
        <ForgotPasswordForm calls={RESET_CALLS} onSignedIn={session.signIn} onCancel={() => setForgot(false)} />
      </AuthCard>
    );

  return (
    <AuthCard title="Sign In to Dashboard" subtitle="Manage your products and orders." footer={footer}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormAlert message={problem ?? failure} />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <button
        type="button"
        className="text-sm font-semibold text-amber-800 hover:underline"
        onClick={() => setForgot(true)}
      >
        Forgot password?
      </button>
    </AuthCard>
  );
}

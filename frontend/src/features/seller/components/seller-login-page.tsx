import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { ForgotPasswordForm, type PasswordResetCalls } from '@/components/auth/forgot-password-form';
import { sellerApi, type Seller } from '../api/seller.api';
import { useSellerSession } from '../hooks/seller-session';

const RESET_CALLS: PasswordResetCalls<Seller> = {
  forgot: (email) => sellerApi.forgotPassword(email),
  reset: async (email, otp, newPassword) => {
    const { token, seller } = await sellerApi.resetPassword(email, otp, newPassword);
    return { token, account: seller };
  },
};

/** /seller/login, with 'Forgot password?'; a signed-in seller goes to the dashboard. */
export function SellerLoginPage() {
  const session = useSellerSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/seller/dashboard" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please fill in all fields');
    setError(null);
    setBusy(true);
    try {
      const result = await sellerApi.login(email.trim(), password);
      session.signIn(result.token, result.seller);
    } catch (err) {
      setError(errorMessage(err, 'Login failed'));
      setBusy(false);
    }
  };

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
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={error} />
        <TextField label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} />
        <PasswordField label="Password" autoComplete="current-password" value={password} onValueChange={setPassword} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
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

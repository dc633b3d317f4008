import type { User } from '@thindi/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { LoadingState } from '@/components/ui/loading-state';
import { cx } from '@/lib/cx';
import { authApi } from '../api/auth.api';
import { useCustomerSession } from '../hooks/customer-session';
import { ForgotPasswordForm, type PasswordResetCalls } from '@/components/auth/forgot-password-form';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';

type Mode = 'password' | 'otp' | 'forgot';

const RESET_CALLS: PasswordResetCalls<User> = {
  forgot: (email) => authApi.forgotPassword(email),
  reset: async (email, otp, newPassword) => {
    const { token, user } = await authApi.resetPassword(email, otp, newPassword);
    return { token, account: user };
  },
};

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'password', label: 'Password Login' },
  { mode: 'otp', label: 'OTP Login' },
];

/** /login: Password Login or OTP Login (spec sections 2, 4, 5); a signed-in customer goes to `/`. */
export function LoginPage() {
  const session = useCustomerSession();
  const [mode, setMode] = useState<Mode>('password');

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to="/" replace />;

  const footer = (
    <>
      <p>
        New to Thindi?{' '}
        <Link to="/signup" className="font-semibold text-amber-800 hover:underline">
          Create an account
        </Link>
      </p>
      <p>
        Selling snacks?{' '}
        <Link to="/seller/login" className="font-semibold text-amber-800 hover:underline">
          Seller sign in
        </Link>
      </p>
    </>
  );

  if (mode === 'forgot')
    return (
      <AuthCard
        title="Forgot Password"
        subtitle="Choose a new password with a code sent to your email."
        footer={footer}
      >
        <ForgotPasswordForm calls={RESET_CALLS} onSignedIn={session.signIn} onCancel={() => setMode('password')} />
      </AuthCard>
    );

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your account." footer={footer}>
      <div role="group" aria-label="Sign-in method" className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
        {MODES.map((item) => (
          <button
            key={item.mode}
            type="button"
            aria-pressed={mode === item.mode}
            onClick={() => setMode(item.mode)}
            className={cx(
              'h-9 rounded-md text-sm font-semibold',
              mode === item.mode ? 'bg-white text-amber-800 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {mode === 'password' ? (
        <>
          <PasswordLoginForm onSignedIn={session.signIn} />
          <button
            type="button"
            className="text-sm font-semibold text-amber-800 hover:underline"
            onClick={() => setMode('forgot')}
          >
            Forgot password?
          </button>
        </>
      ) : (
        <OtpLoginForm onSignedIn={session.signIn} />
      )}
    </AuthCard>
  );
}

import type { AuthResponse, User } from '@thindi/contracts';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from '@/components/ui/auth-card';
import { LoadingState } from '@/components/ui/loading-state';
import { cx } from '@/lib/cx';
import { signInReturn } from '@/lib/return-after-sign-in';
import { authApi } from '../api/auth.api';
import { useCustomerSession } from '../hooks/customer-session';
import { ForgotPasswordForm, type PasswordResetCalls } from '@/components/auth/forgot-password-form';
import { CompleteProfileStep } from './complete-profile-step';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';

type Mode = 'password' | 'otp' | 'forgot';
/** What a sign-in asks for before the shopper goes on: a profile, or (a weak password) a look at the security section. */
type Then = { profileOf: User } | 'weak-password' | null;

const RESET_CALLS: PasswordResetCalls<User> = {
  forgot: (email) => authApi.forgotPassword(email),
  reset: async (email, otp, newPassword) => {
    const { token, user } = await authApi.resetPassword(email, otp, newPassword);
    return { token, account: user };
  },
};

/** A reset proves the e-mail too: an account it leaves without a name is asked for one, as a code sign-in is. */
const unnamed = (user: User): Pick<AuthResponse, 'needsProfile'> => (user.firstName ? {} : { needsProfile: true });

const MODES: { mode: Mode; label: string }[] = [
  { mode: 'password', label: 'Password Login' },
  { mode: 'otp', label: 'OTP Login' },
];

/**
 * /login: Password Login or OTP Login; a signed-in customer goes to `/`, or back to the page that asked them to sign
 * in. A sign-in that asks for a profile (the first code sign-in of an account registered with a password) shows that
 * step first; one with a weak password goes to the account's security section, which invites a stronger one.
 */
export function LoginPage() {
  const session = useCustomerSession();
  const [mode, setMode] = useState<Mode>('password');
  const [then, setThen] = useState<Then>(null);
  const [back, setBack] = useState<string | null>(null);

  const signedIn = (answer: AuthResponse) => {
    setBack(signInReturn.take());
    session.signIn(answer.token, answer.user);
    setThen(answer.needsProfile ? { profileOf: answer.user } : answer.weakPassword ? 'weak-password' : null);
  };

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'authenticated') {
    if (then === 'weak-password') return <Navigate to="/account#security" replace state={{ weakPassword: true }} />;
    if (!then) return <Navigate to={back ?? '/'} replace />;
    return (
      <AuthCard title="Welcome to Thindi" subtitle="One more step: your details.">
        <CompleteProfileStep
          askPassword={then.profileOf.hasPassword !== true}
          onDone={(user, token) => {
            if (token) session.signIn(token, user);
            else session.replaceAccount(user);
            setThen(null);
          }}
        />
      </AuthCard>
    );
  }

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
        <ForgotPasswordForm
          calls={RESET_CALLS}
          onSignedIn={(token, user) => signedIn({ success: true, message: '', token, user, ...unnamed(user) })}
          onCancel={() => setMode('password')}
        />
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
          <PasswordLoginForm onSignedIn={signedIn} />
          <button
            type="button"
            className="text-sm font-semibold text-amber-800 hover:underline"
            onClick={() => setMode('forgot')}
          >
            Forgot password?
          </button>
        </>
      ) : (
        <OtpLoginForm onSignedIn={signedIn} />
      )}
    </AuthCard>
  );
}

import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';

/** The two calls of 'Forgot password?' for one role (customer or seller). */
export interface PasswordResetCalls<A> {
  forgot: (email: string) => Promise<{ message: string }>;
  reset: (email: string, otp: string, newPassword: string) => Promise<{ token: string; account: A }>;
}

interface ForgotPasswordFormProps<A> {
  calls: PasswordResetCalls<A>;
  onSignedIn: (token: string, account: A) => void;
  onCancel: () => void;
}

/**
 * 'Forgot password?': the e-mail first (the answer never says whether an account has it), then the 6-digit code
 * from the mail and a new password; a reset signs in and signs every other device out.
 */
export function ForgotPasswordForm<A>({ calls, onSignedIn, onCancel }: ForgotPasswordFormProps<A>) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Please enter your email');
    return run(async () => setSent((await calls.forgot(email.trim())).message));
  };

  const reset = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp.trim())) return setError('Please enter a valid 6-digit OTP');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
    if (password !== confirm) return setError('Passwords do not match');
    return run(async () => {
      const { token, account } = await calls.reset(email.trim(), otp.trim(), password);
      onSignedIn(token, account);
    });
  };

  if (!sent)
    return (
      <form noValidate onSubmit={requestCode} className="space-y-4" aria-label="Forgot password">
        <p className="text-sm text-stone-600">Enter your email and we will send you a code to choose a new password.</p>
        <FormAlert message={error} />
        <TextField label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send Code'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
          Back to sign in
        </Button>
      </form>
    );

  return (
    <form noValidate onSubmit={reset} className="space-y-4" aria-label="Reset password">
      <FormNotice message={sent} />
      <FormAlert message={error} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={otp}
        onValueChange={setOtp}
      />
      <PasswordField label="New Password" autoComplete="new-password" value={password} onValueChange={setPassword} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}

import type { User } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { OtpCodeStep } from './otp-code-step';

/** OTP Login: step 1 asks for the e-mail and sends a code, step 2 takes the code (spec section 4). */
export function OtpLoginForm({ onSignedIn }: { onSignedIn: (token: string, user: User) => void }) {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Please enter your email address');
    setError(null);
    setBusy(true);
    try {
      await authApi.sendOtp(email.trim(), 'login');
      setStep(2);
    } catch (err) {
      setError(errorMessage(err, 'Failed to send OTP'));
    } finally {
      setBusy(false);
    }
  };

  if (step === 2) {
    return (
      <OtpCodeStep
        email={email.trim()}
        submitLabel="Verify & Sign In"
        busyLabel="Verifying..."
        verifyFallback="OTP login failed"
        onVerify={async (otp) => {
          const result = await authApi.loginWithOtp(email.trim(), otp);
          onSignedIn(result.token, result.user);
        }}
        onResend={async () => {
          await authApi.sendOtp(email.trim(), 'login');
        }}
        onBack={() => setStep(1)}
      />
    );
  }

  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <FormAlert message={error} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}

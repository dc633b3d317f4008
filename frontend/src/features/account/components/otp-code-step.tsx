import { OTP_LENGTH, OTP_TTL_SECONDS } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';

export const OTP_INVALID_MESSAGE = 'Please enter a valid 6-digit OTP';
export const OTP_RESENT_MESSAGE = '✅ New OTP sent to your email!';

interface OtpCodeStepProps {
  email: string;
  submitLabel: string;
  busyLabel: string;
  /** Checks the code; rejects with what to show. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
  verifyFallback: string;
}

/** Step 2 of OTP sign-in and of sign-up: the code, a 10-minute countdown, resend once it ends, and back. */
export function OtpCodeStep(props: OtpCodeStepProps) {
  const { email, submitLabel, busyLabel, onVerify, onResend, onBack, verifyFallback } = props;
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { remaining, restart } = useCountdown(OTP_TTL_SECONDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) return setError(OTP_INVALID_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      await onVerify(otp);
    } catch (err) {
      setError(errorMessage(err, verifyFallback));
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    try {
      await onResend();
      restart();
      window.alert(OTP_RESENT_MESSAGE);
    } catch (err) {
      setError(errorMessage(err, 'Failed to resend OTP'));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-700">
        We sent a 6-digit code to <strong className="text-stone-900">{email}</strong>.
      </p>
      <FormAlert message={error} />
      <TextField
        label="Enter OTP"
        value={otp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="000000"
        onValueChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      <p className="text-sm text-stone-600" aria-live="off">
        {remaining > 0 ? `Code expires in ${formatCountdown(remaining)}` : 'The code has expired. Ask for a new one.'}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <Button variant="outline" size="sm" disabled={remaining > 0} onClick={resend}>
          {remaining > 0 ? `Resend in ${formatCountdown(remaining)}` : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}

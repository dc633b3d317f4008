import { OTP_LENGTH, OTP_TTL_SECONDS } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';
import { otpCodeFormSchema, type OtpCodeForm } from '@/components/auth/auth-forms.schema';

export const OTP_RESENT_MESSAGE = '✅ New OTP sent to your email!';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

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
  const { remaining, restart } = useCountdown(OTP_TTL_SECONDS);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<OtpCodeForm, unknown, OtpCodeForm>({
    resolver: zodResolver(otpCodeFormSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
  });
  const verify = useMutation({
    mutationFn: onVerify,
    onError: (error) => setError('root.server', { message: errorMessage(error, verifyFallback) }),
  });
  const resend = useMutation({
    mutationFn: onResend,
    onMutate: () => clearErrors(),
    onSuccess: () => {
      restart();
      window.alert(OTP_RESENT_MESSAGE);
    },
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to resend OTP') }),
  });
  const busy = verify.isPending || verify.isSuccess;

  return (
    <form noValidate onSubmit={handleSubmit(({ otp }) => verify.mutate(otp))} className="space-y-4">
      <p className="text-sm text-stone-700">
        We sent a 6-digit code to <strong className="text-stone-900">{email}</strong>.
      </p>
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormTextField
        control={control}
        name="otp"
        label="Enter OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="000000"
        transform={digitsOnly}
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
        <Button variant="outline" size="sm" disabled={remaining > 0} onClick={() => resend.mutate()}>
          {remaining > 0 ? `Resend in ${formatCountdown(remaining)}` : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}

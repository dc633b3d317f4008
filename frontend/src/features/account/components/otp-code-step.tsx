import { OTP_LENGTH, OTP_TTL_SECONDS } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { formatCountdown, useCountdown } from '@/lib/use-countdown';
import { otpCodeFormSchema, type OtpCodeForm } from '@/components/auth/auth-forms.schema';

/** The same words whether or not the e-mail has an account: the server answers both alike. */
export const otpResentMessage = (email: string) => `New code sent to ${email}.`;

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** What the server answered a code request: how long until it allows another. */
export interface CodeSent {
  resendAfterSeconds: number;
}

interface OtpCodeStepProps {
  email: string;
  /** The wait the server answered for the code just sent. */
  resendAfterSeconds: number;
  submitLabel: string;
  busyLabel: string;
  /** Checks the code; rejects with what to show. */
  onVerify: (otp: string) => Promise<void>;
  /** Asks for another code; resolves with the server's new wait. */
  onResend: () => Promise<CodeSent>;
  onBack: () => void;
  verifyFallback: string;
  /** Shown under the words that a code was sent. */
  children?: ReactNode;
}

/**
 * Step 2 of OTP sign-in and of sign-up: the code (in focus when the step opens), its 10-minute countdown, a resend
 * once the server's wait is over, and back.
 */
export function OtpCodeStep(props: OtpCodeStepProps) {
  const { email, resendAfterSeconds, submitLabel, busyLabel, onVerify, onResend, onBack, verifyFallback } = props;
  const expiry = useCountdown(OTP_TTL_SECONDS);
  const wait = useCountdown(resendAfterSeconds);
  const { control, handleSubmit, setError, clearErrors, setFocus, formState } = useForm<
    OtpCodeForm,
    unknown,
    OtpCodeForm
  >({
    resolver: zodResolver(otpCodeFormSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
  });
  useEffect(() => setFocus('otp'), [setFocus]);
  const verify = useMutation({
    mutationFn: onVerify,
    onError: (error) => setError('root.server', { message: errorMessage(error, verifyFallback) }),
  });
  const resend = useMutation({
    mutationFn: onResend,
    onMutate: () => clearErrors(),
    onSuccess: (sent) => {
      expiry.restart();
      wait.restart(sent.resendAfterSeconds);
    },
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to resend OTP') }),
  });
  const busy = verify.isPending || verify.isSuccess;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ otp }) => {
        resend.reset();
        verify.mutate(otp);
      })}
      className="space-y-4"
    >
      <p className="text-sm text-stone-700">
        We sent a 6-digit code to <strong className="text-stone-900">{email}</strong>.
      </p>
      {props.children}
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormNotice message={resend.isSuccess ? otpResentMessage(email) : null} />
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
        {expiry.remaining > 0
          ? `Code expires in ${formatCountdown(expiry.remaining)}`
          : 'The code has expired. Ask for a new one.'}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={wait.remaining > 0 || resend.isPending}
          onClick={() => resend.mutate()}
        >
          {wait.remaining > 0 ? `Resend in ${formatCountdown(wait.remaining)}` : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}

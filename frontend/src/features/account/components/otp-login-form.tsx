import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { otpEmailFormSchema, type OtpEmailForm } from '@/components/auth/auth-forms.schema';
import { OtpCodeStep, type CodeSent } from './otp-code-step';

/**
 * OTP Login: step 1 asks for the e-mail and sends a code, step 2 takes the code. The whole answer
 * goes on: it may ask for a profile (`needsProfile`). The server answers an e-mail without an account as any other
 * (and mails nothing), so the code step offers the way to sign up to everyone.
 */
export function OtpLoginForm({ onSignedIn }: { onSignedIn: (answer: AuthResponse) => void }) {
  const [sent, setSent] = useState<(CodeSent & { email: string }) | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<OtpEmailForm, unknown, { email: string }>({
    resolver: zodResolver(otpEmailFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: (email: string) => authApi.sendOtp(email, 'login'),
    onSuccess: ({ resendAfterSeconds }, email) => setSent({ email, resendAfterSeconds }),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to send OTP') }),
  });

  if (sent) {
    const { email } = sent;
    return (
      <OtpCodeStep
        email={email}
        resendAfterSeconds={sent.resendAfterSeconds}
        submitLabel="Verify & Sign In"
        busyLabel="Verifying..."
        verifyFallback="OTP login failed"
        onVerify={async (otp) => {
          onSignedIn(await authApi.loginWithOtp(email, otp));
        }}
        onResend={() => authApi.sendOtp(email, 'login')}
        onBack={() => setSent(null)}
      >
        <p className="text-sm text-stone-600">
          No account?{' '}
          <Link to="/signup" state={{ email }} className="font-semibold text-amber-800 hover:underline">
            Sign up
          </Link>
        </p>
      </OtpCodeStep>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => send.mutate(email))} className="space-y-4">
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}

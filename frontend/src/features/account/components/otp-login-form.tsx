import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { otpEmailFormSchema, type OtpEmailForm } from '@/components/auth/auth-forms.schema';
import { OtpCodeStep } from './otp-code-step';

/**
 * OTP Login: step 1 asks for the e-mail and sends a code, step 2 takes the code. The whole answer
 * goes on: it may ask for a profile (`needsProfile`).
 */
export function OtpLoginForm({ onSignedIn }: { onSignedIn: (answer: AuthResponse) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<OtpEmailForm, unknown, { email: string }>({
    resolver: zodResolver(otpEmailFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: (email: string) => authApi.sendOtp(email, 'login'),
    onSuccess: (_answer, email) => setSentTo(email),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to send OTP') }),
  });

  if (sentTo) {
    return (
      <OtpCodeStep
        email={sentTo}
        submitLabel="Verify & Sign In"
        busyLabel="Verifying..."
        verifyFallback="OTP login failed"
        onVerify={async (otp) => {
          onSignedIn(await authApi.loginWithOtp(sentTo, otp));
        }}
        onResend={async () => {
          await authApi.sendOtp(sentTo, 'login');
        }}
        onBack={() => setSentTo(null)}
      />
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

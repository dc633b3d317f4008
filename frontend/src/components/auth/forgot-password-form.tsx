import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { OTP_LENGTH } from '@thindi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { errorMessage } from '@/lib/api-client';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  type ForgotPasswordForm as EmailFields,
  type ResetPasswordForm as ResetFields,
} from './auth-forms.schema';

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

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * 'Forgot password?': the e-mail first (the answer never says whether an account has it), then the 6-digit code
 * from the mail and a new password; a reset signs in and signs every other device out.
 */
export function ForgotPasswordForm<A>({ calls, onSignedIn, onCancel }: ForgotPasswordFormProps<A>) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const request = useForm<EmailFields, unknown, { email: string }>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const forgot = useMutation({
    mutationFn: calls.forgot,
    onSuccess: (answer, email) => setSent({ email, message: answer.message }),
    onError: (error) => request.setError('root.server', { message: errorMessage(error, FALLBACK) }),
  });

  if (!sent)
    return (
      <form
        noValidate
        onSubmit={request.handleSubmit(({ email }) => forgot.mutate(email))}
        className="space-y-4"
        aria-label="Forgot password"
      >
        <p className="text-sm text-stone-600">Enter your email and we will send you a code to choose a new password.</p>
        <FormAlert message={bannerMessage(request.formState.errors)} />
        <FormTextField control={request.control} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Code'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
          Back to sign in
        </Button>
      </form>
    );

  return <ResetPasswordStep email={sent.email} notice={sent.message} reset={calls.reset} onSignedIn={onSignedIn} />;
}

interface ResetPasswordStepProps<A> {
  email: string;
  notice: string;
  reset: PasswordResetCalls<A>['reset'];
  onSignedIn: (token: string, account: A) => void;
}

function ResetPasswordStep<A>({ email, notice, reset, onSignedIn }: ResetPasswordStepProps<A>) {
  const { control, handleSubmit, setError, formState } = useForm<
    ResetFields,
    unknown,
    { otp: string; newPassword: string }
  >({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { otp: '', password: '', confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: ({ otp, newPassword }: { otp: string; newPassword: string }) => reset(email, otp, newPassword),
    onSuccess: ({ token, account }) => onSignedIn(token, account),
    onError: (error) => setError('root.server', { message: errorMessage(error, FALLBACK) }),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => save.mutate(input))}
      className="space-y-4"
      aria-label="Reset password"
    >
      <FormNotice message={notice} />
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormTextField
        control={control}
        name="otp"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <FormPasswordField control={control} name="password" label="New Password" autoComplete="new-password">
        {(value) => <PasswordStrengthMeter password={value} userInputs={[email]} />}
      </FormPasswordField>
      <FormPasswordField control={control} name="confirm" label="Confirm New Password" autoComplete="new-password" />
      <Button type="submit" size="lg" className="w-full" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { UserData } from '@thindi/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { errorMessage } from '@/lib/api-client';
import { signupFormSchema, type SignupForm } from '@/components/auth/auth-forms.schema';

export const EMPTY_SIGNUP: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirm: '',
  terms: false,
};

interface SignupDetailsFormProps {
  /** What was typed before, when the shopper comes back from the code step. */
  initial?: SignupForm;
  /** Sends the code and rejects with what to show; `typed` is the form as typed, to come back to. */
  onSubmit: (data: UserData, typed: SignupForm) => Promise<void>;
}

/** Step 1 of sign-up: every field of the step, the phone included, is checked here before a code is sent. */
export function SignupDetailsForm({ initial = EMPTY_SIGNUP, onSubmit }: SignupDetailsFormProps) {
  const { control, handleSubmit, setError, formState, getValues } = useForm<SignupForm, unknown, UserData>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const [password, confirm, email, firstName, lastName] = useWatch({
    control,
    name: ['password', 'confirm', 'email', 'firstName', 'lastName'],
  });
  const mismatch = confirm !== '' && password !== confirm;
  const send = useMutation({
    mutationFn: (data: UserData) => onSubmit(data, getValues()),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to send OTP') }),
  });
  const busy = send.isPending || send.isSuccess;

  return (
    <form noValidate onSubmit={handleSubmit((data) => send.mutate(data))} className="space-y-4">
      <FormAlert message={bannerMessage(formState.errors)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
      </div>
      <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <FormPasswordField control={control} name="password" label="Password" required autoComplete="new-password">
        {(value) => <PasswordStrengthMeter password={value} userInputs={[email, firstName, lastName]} />}
      </FormPasswordField>
      <FormPasswordField control={control} name="confirm" label="Confirm Password" required autoComplete="new-password">
        {(value) => <PasswordMatch password={password} confirm={value} />}
      </FormPasswordField>
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <label className="flex items-start gap-2 text-sm text-stone-700">
            <input
              ref={field.ref}
              type="checkbox"
              required
              name={field.name}
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked)}
              className="mt-0.5 h-4 w-4 accent-amber-700"
            />
            <span>
              I agree to the{' '}
              <Link to="/terms" target="_blank" className="font-semibold text-amber-800 underline">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" target="_blank" className="font-semibold text-amber-800 underline">
                Privacy Policy
              </Link>
            </span>
          </label>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy || mismatch}>
        {busy ? 'Sending OTP...' : 'Send Verification Code'}
      </Button>
    </form>
  );
}

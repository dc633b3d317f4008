import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { UserData } from '@thindi/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { bannerMessage, passwordFieldProps, textFieldProps } from '@/lib/form-fields';
import { signupFormSchema, type SignupForm } from '@/components/auth/auth-forms.schema';

const EMPTY: SignupForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirm: '',
  terms: false,
};

/** Step 1 of sign-up; `onSubmit` sends the code and rejects with what to show. */
export function SignupDetailsForm({ onSubmit }: { onSubmit: (data: UserData) => Promise<void> }) {
  const { control, handleSubmit, setError, formState } = useForm<SignupForm, unknown, UserData>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm'] });
  const mismatch = confirm !== '' && password !== confirm;
  const send = useMutation({
    mutationFn: onSubmit,
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to send OTP') }),
  });
  const busy = send.isPending || send.isSuccess;

  return (
    <form noValidate onSubmit={handleSubmit((data) => send.mutate(data))} className="space-y-4">
      <FormAlert message={bannerMessage(formState.errors)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="firstName"
          render={({ field }) => (
            <TextField label="First Name" required autoComplete="given-name" {...textFieldProps(field)} />
          )}
        />
        <Controller
          control={control}
          name="lastName"
          render={({ field }) => (
            <TextField label="Last Name" required autoComplete="family-name" {...textFieldProps(field)} />
          )}
        />
      </div>
      <Controller
        control={control}
        name="email"
        render={({ field }) => (
          <TextField label="Email" type="email" required autoComplete="email" {...textFieldProps(field)} />
        )}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...textFieldProps(field)} />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field }) => (
          <PasswordField label="Password" required autoComplete="new-password" {...passwordFieldProps(field)}>
            <PasswordStrengthMeter password={password} />
          </PasswordField>
        )}
      />
      <Controller
        control={control}
        name="confirm"
        render={({ field }) => (
          <PasswordField label="Confirm Password" required autoComplete="new-password" {...passwordFieldProps(field)}>
            <PasswordMatch password={password} confirm={confirm} />
          </PasswordField>
        )}
      />
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
            <span>I agree to the Terms of Service and Privacy Policy</span>
          </label>
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy || mismatch}>
        {busy ? 'Sending OTP...' : 'Send Verification Code'}
      </Button>
    </form>
  );
}

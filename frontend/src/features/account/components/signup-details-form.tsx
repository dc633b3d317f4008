import { MIN_PASSWORD_LENGTH, type UserData } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { PasswordMatch, PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirm: '' };
type Fields = typeof EMPTY;

/** The spec section 5 checks, in the order a person fixes them. */
function validate(f: Fields, terms: boolean): string | null {
  if (!f.firstName.trim() || !f.lastName.trim() || !f.email.trim() || !f.password) {
    return 'Please fill in all required fields';
  }
  if (f.password !== f.confirm) return 'Passwords do not match';
  if (f.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (!terms) return 'Please accept the Terms of Service and Privacy Policy';
  return null;
}

/** Step 1 of sign-up; `onSubmit` sends the code and rejects with what to show. */
export function SignupDetailsForm({ onSubmit }: { onSubmit: (data: UserData) => Promise<void> }) {
  const [f, setF] = useState<Fields>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields) => (value: string) => setF((prev) => ({ ...prev, [key]: value }));
  const mismatch = f.confirm !== '' && f.password !== f.confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(f, terms);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    const data: UserData = {
      firstName: f.firstName.trim(),
      lastName: f.lastName.trim(),
      email: f.email.trim().toLowerCase(),
      phone: f.phone.trim() || undefined,
      password: f.password,
    };
    try {
      await onSubmit(data);
    } catch (err) {
      setError(errorMessage(err, 'Failed to send OTP'));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          value={f.firstName}
          onValueChange={set('firstName')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          value={f.lastName}
          onValueChange={set('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={f.email}
        onValueChange={set('email')}
      />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" value={f.phone} onValueChange={set('phone')} />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        value={f.password}
        onValueChange={set('password')}
      >
        <PasswordStrengthMeter password={f.password} />
      </PasswordField>
      <PasswordField
        label="Confirm Password"
        required
        autoComplete="new-password"
        value={f.confirm}
        onValueChange={set('confirm')}
      >
        <PasswordMatch password={f.password} confirm={f.confirm} />
      </PasswordField>
      <label className="flex items-start gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          required
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          className="mt-0.5 h-4 w-4 accent-amber-700"
        />
        <span>I agree to the Terms of Service and Privacy Policy</span>
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={busy || mismatch}>
        {busy ? 'Sending OTP...' : 'Send Verification Code'}
      </Button>
    </form>
  );
}

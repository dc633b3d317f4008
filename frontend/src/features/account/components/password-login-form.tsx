import type { User } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';

export const VERIFY_EMAIL_MESSAGE = 'Please verify your email address first. Use "Login with OTP" option.';

/** Spec section 5: a refusal that mentions verifying the e-mail points to the OTP login instead. */
function loginFailureMessage(error: unknown): string {
  const message = errorMessage(error, 'Login failed');
  return /verif/i.test(message) && /e-?mail/i.test(message) ? VERIFY_EMAIL_MESSAGE : message;
}

export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (token: string, user: User) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please fill in all fields');
    setError(null);
    setBusy(true);
    try {
      const result = await authApi.login(email.trim(), password);
      onSignedIn(result.token, result.user);
    } catch (err) {
      setError(loginFailureMessage(err));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={error} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} />
      <PasswordField label="Password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

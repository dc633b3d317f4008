import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '@/components/ui/auth-card';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { adminApi, type Admin } from '../api/admin.api';

/** The admin login of spec section 2: e-mail, password with show/hide, and a note that access is restricted. */
export function AdminLogin({ onSignedIn }: { onSignedIn: (token: string, admin: Admin) => void }) {
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
      const result = await adminApi.login(email.trim(), password);
      onSignedIn(result.token, result.admin);
    } catch (err) {
      setError(errorMessage(err, 'Login failed'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Admin Login" subtitle="Thindi administration">
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={error} />
        <TextField label="Email" type="email" autoComplete="username" value={email} onValueChange={setEmail} />
        <PasswordField label="Password" autoComplete="current-password" value={password} onValueChange={setPassword} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing In...' : 'Sign In to Dashboard'}
        </Button>
      </form>
      <p className="flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Restricted access: this area is for authorised administrators only. Attempts are logged.
      </p>
    </AuthCard>
  );
}

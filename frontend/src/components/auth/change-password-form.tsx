import { MIN_PASSWORD_LENGTH } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api-client';

interface ChangePasswordFormProps {
  /** The role's change-password call: answers the fresh token of this session. */
  change: (currentPassword: string, newPassword: string) => Promise<{ token: string; message: string }>;
  /** Keeps this session signed in with the fresh token (every other one has ended). */
  onChanged: (token: string) => void;
}

/** Change password, signed in: the current password, then the new one twice. */
export function ChangePasswordForm({ change, onChanged }: ChangePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!current || !password || !confirm) return setError('Please fill in all fields');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
    if (password !== confirm) return setError('Passwords do not match');
    setError(null);
    setBusy(true);
    try {
      const result = await change(current, password);
      onChanged(result.token);
      setCurrent('');
      setPassword('');
      setConfirm('');
      setNotice(result.message);
    } catch (err) {
      setError(errorMessage(err, 'Failed to change password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Change password">
      <FormAlert message={error} />
      <FormNotice message={notice} />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
      />
      <PasswordField label="New Password" autoComplete="new-password" value={password} onValueChange={setPassword} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

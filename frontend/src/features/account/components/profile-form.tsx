import { PHONE_PATTERN, type User } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';

interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!firstName.trim() || !lastName.trim()) return setError('Please fill in all required fields');
    if (phone.trim() && !PHONE_PATTERN.test(phone.trim())) return setError('Please enter a valid phone number');
    setError(null);
    setBusy(true);
    try {
      const result = await authApi.updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        phone: phone.trim(),
      });
      onSaved(result.user);
      setNotice(result.message || 'Profile updated');
    } catch (err) {
      setError(errorMessage(err, 'Failed to update profile'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={error} />
      <FormNotice message={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" required value={firstName} onValueChange={setFirstName} />
        <TextField label="Last Name" required value={lastName} onValueChange={setLastName} />
      </div>
      <TextField label="Phone" type="tel" value={phone} onValueChange={setPhone} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}

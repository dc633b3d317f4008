import type { User } from '@thindi/contracts';
import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';

type Preferences = User['preferences'];

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: 'orderEmails', label: 'Order updates', hint: 'E-mails when an order is confirmed, shipped or delivered.' },
  { key: 'offerEmails', label: 'Offers and news', hint: 'Occasional e-mails about new snacks and festive offers.' },
];

/** Each switch saves at once with PUT /api/users/preferences; a failure puts it back. */
export function PreferencesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [prefs, setPrefs] = useState<Preferences>(user.preferences);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = async (key: keyof Preferences, value: boolean) => {
    const previous = prefs;
    const next = { ...prefs, [key]: value };
    setPrefs(next);
    setError(null);
    setNotice(null);
    try {
      const result = await authApi.updatePreferences(next);
      onSaved(result.user);
      setNotice(result.message || 'Preferences saved');
    } catch (err) {
      setPrefs(previous);
      setError(errorMessage(err, 'Failed to save preferences'));
    }
  };

  return (
    <div className="space-y-3">
      <FormAlert message={error} />
      <FormNotice message={notice} />
      {OPTIONS.map((option) => (
        <label key={option.key} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-amber-700"
            checked={prefs[option.key]}
            onChange={(event) => void toggle(option.key, event.target.checked)}
          />
          <span>
            <span className="block font-medium text-stone-900">{option.label}</span>
            <span className="block text-sm text-stone-600">{option.hint}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

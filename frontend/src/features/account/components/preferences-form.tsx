import { useMutation } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';

type Preferences = User['preferences'];

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: 'orderEmails', label: 'Order updates', hint: 'E-mails when an order is confirmed, shipped or delivered.' },
  { key: 'offerEmails', label: 'Offers and news', hint: 'Occasional e-mails about new snacks and festive offers.' },
];

/**
 * Each switch saves at once with PUT /api/users/preferences. While the save runs the switch shows the new value;
 * afterwards it shows what the server keeps, so a failure puts it back by itself.
 */
export function PreferencesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const save = useMutation({
    mutationFn: authApi.updatePreferences,
    onSuccess: (result) => onSaved(result.user),
  });
  const shown = save.isPending ? save.variables : user.preferences;

  return (
    <div className="space-y-3">
      <FormAlert message={save.isError ? errorMessage(save.error, 'Failed to save preferences') : null} />
      <FormNotice message={save.isSuccess ? save.data.message || 'Preferences saved' : null} />
      {OPTIONS.map((option) => (
        <label key={option.key} className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-amber-700"
            checked={shown[option.key]}
            onChange={(event) => save.mutate({ ...shown, [option.key]: event.target.checked })}
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

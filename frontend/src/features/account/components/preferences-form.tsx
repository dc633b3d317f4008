import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { preferencesFormSchema, type PreferencesForm as Fields } from '../model/account-forms.schema';

const OPTIONS: { key: keyof Fields; label: string; hint: string }[] = [
  { key: 'orderEmails', label: 'Order updates', hint: 'E-mails when an order is confirmed, shipped or delivered.' },
  { key: 'offerEmails', label: 'Offers and news', hint: 'Occasional e-mails about new snacks and festive offers.' },
];

/**
 * Each switch saves at once with PUT /api/users/preferences. The form follows the preferences the server keeps,
 * so a failed save puts the switch back.
 */
export function PreferencesForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { control, handleSubmit, reset } = useForm<Fields>({
    resolver: zodResolver(preferencesFormSchema),
    values: user.preferences,
  });
  const save = useMutation({
    mutationFn: authApi.updatePreferences,
    onSuccess: (result) => onSaved(result.user),
    onError: () => reset(user.preferences),
  });

  return (
    <div className="space-y-3">
      <FormAlert message={save.isError ? errorMessage(save.error, 'Failed to save preferences') : null} />
      <FormNotice message={save.isSuccess ? save.data.message || 'Preferences saved' : null} />
      {OPTIONS.map((option) => (
        <Controller
          key={option.key}
          control={control}
          name={option.key}
          render={({ field }) => (
            <label className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
              <input
                ref={field.ref}
                type="checkbox"
                name={field.name}
                className="mt-1 h-4 w-4 accent-amber-700"
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  void handleSubmit((preferences) => save.mutate(preferences))();
                }}
              />
              <span>
                <span className="block font-medium text-stone-900">{option.label}</span>
                <span className="block text-sm text-stone-600">{option.hint}</span>
              </span>
            </label>
          )}
        />
      ))}
    </div>
  );
}

import { useId } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import type { ProfileForm, ProfileFormFields } from './seller-profile-model';

interface StorefrontFieldsProps {
  control: Control<ProfileFormFields, unknown, ProfileForm>;
  register: UseFormRegister<ProfileFormFields>;
}

/** What the storefront's seller page shows: a few words about the business, and where shoppers reach it. */
export function StorefrontFields({ control, register }: StorefrontFieldsProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-stone-900">On your storefront page</legend>
      <div className="space-y-1">
        <label htmlFor={`${id}-about`} className="block text-sm font-medium text-stone-800">
          About your business
        </label>
        <textarea
          id={`${id}-about`}
          rows={3}
          maxLength={1000}
          {...register('about')}
          className={`${INPUT_CLASSES} h-auto py-2`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          showError
          control={control}
          name="customerCare.phone"
          label="Customer Care Phone"
          type="tel"
          hint="Leave both blank to show your own phone and email"
        />
        <FormTextField showError control={control} name="customerCare.email" label="Customer Care Email" type="email" />
      </div>
    </fieldset>
  );
}

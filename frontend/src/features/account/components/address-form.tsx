import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ADDRESS_TYPES, type AddressInput } from '@thindi/contracts';
import { Controller, useForm } from 'react-hook-form';
import { AddressPlaceFields } from '@/components/address/address-place-fields';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { ADDRESS_TEXT_FIELDS, addressFormSchema, type AddressForm as Fields } from '../model/account-forms.schema';

type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number];
const fields = (...keys: AddressTextField['key'][]) => ADDRESS_TEXT_FIELDS.filter(({ key }) => keys.includes(key));
// Pincode, city and state come between the names and the street: the pincode fills the other two.
const NAME_FIELDS = fields('firstName', 'lastName');
const STREET_PHONE_FIELDS = fields('street', 'phone');

export const EMPTY_ADDRESS: AddressInput = {
  type: 'home',
  firstName: '',
  lastName: '',
  street: '',
  city: '',
  state: '',
  pincode: '',
  phone: '',
  isDefault: false,
};

interface AddressFormProps {
  initial: AddressInput;
  submitLabel: string;
  /** Saves the address; rejects with the message to show. */
  onSubmit: (address: AddressInput) => Promise<void>;
  onCancel: () => void;
}

export function AddressForm({ initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, AddressInput>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: onSubmit,
    onError: (error) =>
      setError('root.server', { message: error instanceof Error ? error.message : 'Failed to save address' }),
  });

  const textField = ({ key, label, ...rest }: AddressTextField) => (
    <FormTextField
      key={key}
      control={control}
      name={key}
      label={label}
      type={'type' in rest ? rest.type : undefined}
      required
      className={key === 'street' ? 'sm:col-span-2' : undefined}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((address) => save.mutate(address))}
      aria-label={submitLabel}
      className="space-y-4 rounded-xl bg-cream-50 p-4"
    >
      <FormAlert message={bannerMessage(formState.errors)} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <label className="block space-y-1 text-sm font-medium text-stone-800">
            <span>Address type</span>
            <select
              ref={field.ref}
              name={field.name}
              className={INPUT_CLASSES}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {ADDRESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type[0].toUpperCase() + type.slice(1)}
                </option>
              ))}
            </select>
          </label>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NAME_FIELDS.map(textField)}
        <AddressPlaceFields control={control} names={{ pincode: 'pincode', city: 'city', state: 'state' }} />
        {STREET_PHONE_FIELDS.map(textField)}
      </div>
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              ref={field.ref}
              type="checkbox"
              name={field.name}
              className="h-4 w-4 accent-amber-700"
              checked={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked)}
            />
            Use as my default address
          </label>
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

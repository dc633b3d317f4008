import { ADDRESS_TYPES, type AddressInput } from '@thindi/contracts';
import { useEffect } from 'react';
import { Controller, useController, useWatch, type Control } from 'react-hook-form';
import { AddressPlaceFields } from '@/components/address/address-place-fields';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import {
  asShipping,
  isBlankShipping,
  NAME_FIELDS,
  sameAddress,
  startingShipping,
  STREET_PHONE_FIELDS,
  type CheckoutForm,
  type ShippingProfile,
  type ShippingTextField,
} from '../hooks/checkout-model';

interface ShippingStepProps {
  control: Control<CheckoutForm>;
  saved: (AddressInput & { id: string })[];
  /** The signed-in shopper's name and phone; with it a new address may be saved to the account. */
  profile?: ShippingProfile | null;
}

/** The saved addresses, one click each; the one in the form is marked as chosen. */
function SavedAddresses({ control, saved }: Pick<ShippingStepProps, 'control' | 'saved'>) {
  const { field } = useController({ control, name: 'shippingAddress' });
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-800">Saved addresses</p>
      <div className="flex flex-wrap gap-2">
        {saved.map((entry) => {
          const chosen = sameAddress(field.value, entry);
          return (
            <button
              key={entry.id}
              type="button"
              aria-pressed={chosen}
              onClick={() => field.onChange(asShipping(entry))}
              className={cx(
                'rounded-lg border bg-white px-3 py-2 text-left text-xs hover:border-amber-700',
                chosen ? 'border-amber-700 ring-2 ring-amber-200' : 'border-stone-300',
              )}
            >
              <span className="block font-semibold capitalize">
                {entry.type}
                {entry.isDefault ? ' (default)' : ''}
              </span>
              {entry.street}, {entry.city}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** 'Save this address', offered while the address in the form is none of the saved ones. */
function SaveAddressOption({ control, saved }: Pick<ShippingStepProps, 'control' | 'saved'>) {
  const address = useWatch({ control, name: 'shippingAddress' });
  const isNew = !isBlankShipping(address) && !saved.some((entry) => sameAddress(address, entry));
  if (!isNew) return null;
  return (
    <Controller
      control={control}
      name="saveAddress"
      render={({ field }) => (
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            ref={field.ref}
            type="checkbox"
            name={field.name}
            checked={field.value === true}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            className="h-4 w-4 accent-amber-700"
          />
          Save this address
        </label>
      )}
    />
  );
}

/**
 * Fills a blank form once the account is known: the default saved address, or the profile's name and phone.
 * Anything already typed is left alone.
 */
function usePrefill(
  control: Control<CheckoutForm>,
  saved: ShippingStepProps['saved'],
  profile?: ShippingProfile | null,
) {
  const { field } = useController({ control, name: 'shippingAddress' });
  const start = startingShipping(saved, profile ?? null);
  const blank = isBlankShipping(field.value);
  const startKey = JSON.stringify(start);
  useEffect(() => {
    if (blank && !isBlankShipping(start)) field.onChange(start);
    // Runs when what the account lends changes; `start` is compared through its text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey]);
}

/**
 * The address form, pincode before city and state, starting from the shopper's default address or name and
 * phone; the saved addresses fill it in one click, and a new one may be saved.
 */
export function ShippingStep({ control, saved, profile }: ShippingStepProps) {
  usePrefill(control, saved, profile);
  const textField = ({ key, label, type }: ShippingTextField) => (
    <FormTextField
      key={key}
      control={control}
      name={`shippingAddress.${key}`}
      label={label}
      type={type ?? 'text'}
      required
      showError
    />
  );
  return (
    <div className="space-y-3">
      {saved.length > 0 ? <SavedAddresses control={control} saved={saved} /> : null}
      <Controller
        control={control}
        name="shippingAddress.type"
        render={({ field }) => (
          <div className="space-y-1">
            <label htmlFor="checkout-address-type" className="block text-sm font-medium text-stone-800">
              Address Type
            </label>
            <select
              id="checkout-address-type"
              ref={field.ref}
              name={field.name}
              className={INPUT_CLASSES}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {ADDRESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type.charAt(0).toUpperCase() + type.slice(1)}
                </option>
              ))}
            </select>
          </div>
        )}
      />
      {NAME_FIELDS.map(textField)}
      <AddressPlaceFields
        control={control}
        names={{ pincode: 'shippingAddress.pincode', city: 'shippingAddress.city', state: 'shippingAddress.state' }}
        showError
      />
      {STREET_PHONE_FIELDS.map(textField)}
      {profile ? <SaveAddressOption control={control} saved={saved} /> : null}
    </div>
  );
}

import { ADDRESS_TYPES, type AddressInput, type ShippingAddress } from '@thindi/contracts';
import { Controller, type Control } from 'react-hook-form';
import { AddressPlaceFields } from '@/components/address/address-place-fields';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { NAME_FIELDS, STREET_PHONE_FIELDS, type CheckoutForm, type ShippingTextField } from '../hooks/checkout-model';

interface ShippingStepProps {
  control: Control<CheckoutForm>;
  saved: (AddressInput & { id: string })[];
}

const fromSaved = ({
  type,
  firstName,
  lastName,
  street,
  city,
  state,
  pincode,
  phone,
}: AddressInput): ShippingAddress => ({
  type,
  firstName,
  lastName,
  street,
  city,
  state,
  pincode,
  phone,
});

/** The address form, pincode before city and state; the customer's saved addresses fill it in one click. */
export function ShippingStep({ control, saved }: ShippingStepProps) {
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
      {saved.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-800">Saved addresses</p>
          <div className="flex flex-wrap gap-2">
            {saved.map((entry) => (
              <Controller
                key={entry.id}
                control={control}
                name="shippingAddress"
                render={({ field }) => (
                  <button
                    type="button"
                    onClick={() => field.onChange(fromSaved(entry))}
                    className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-xs hover:border-amber-700"
                  >
                    <span className="block font-semibold capitalize">{entry.type}</span>
                    {entry.street}, {entry.city}
                  </button>
                )}
              />
            ))}
          </div>
        </div>
      ) : null}
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
    </div>
  );
}

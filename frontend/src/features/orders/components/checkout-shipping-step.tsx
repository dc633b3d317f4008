import type { AddressInput } from '@thindi/contracts';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';
import { ADDRESS_TYPES, type AddressType, type ShippingAddress } from '../api/orders.api';
import { SHIPPING_FIELDS, type ShippingErrors } from '../hooks/checkout-model';

interface ShippingStepProps {
  address: ShippingAddress;
  errors: ShippingErrors;
  saved: (AddressInput & { id: string })[];
  onChange: (address: ShippingAddress) => void;
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

/** The address form; the customer's saved addresses (from /account) fill it in one click. */
export function ShippingStep({ address, errors, saved, onChange }: ShippingStepProps) {
  return (
    <div className="space-y-3">
      {saved.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-800">Saved addresses</p>
          <div className="flex flex-wrap gap-2">
            {saved.map((entry) => (
              <button
                key={entry.id}
                type="button"
                onClick={() => onChange(fromSaved(entry))}
                className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-xs hover:border-amber-700"
              >
                <span className="block font-semibold capitalize">{entry.type}</span>
                {entry.street}, {entry.city}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="space-y-1">
        <label htmlFor="checkout-address-type" className="block text-sm font-medium text-stone-800">
          Address Type
        </label>
        <select
          id="checkout-address-type"
          className={INPUT_CLASSES}
          value={address.type}
          onChange={(event) => onChange({ ...address, type: event.target.value as AddressType })}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.charAt(0).toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </div>
      {SHIPPING_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type ?? 'text'}
          required
          value={address[field.key]}
          error={errors[field.key]}
          onValueChange={(value) => onChange({ ...address, [field.key]: value })}
        />
      ))}
    </div>
  );
}

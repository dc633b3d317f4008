import { ADDRESS_TYPES, PHONE_PATTERN, PINCODE_PATTERN, type AddressInput } from '@thindi/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';

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

type TextKey = 'firstName' | 'lastName' | 'street' | 'city' | 'state' | 'pincode' | 'phone';
const FIELDS: { key: TextKey; label: string; type?: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'street', label: 'Street' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'pincode', label: 'Pincode' },
  { key: 'phone', label: 'Phone', type: 'tel' },
];

/** Spec section 5 (shipping address): '<Field> is required', then the pincode and phone patterns. */
export function validateAddress(address: AddressInput): string | null {
  for (const field of FIELDS) {
    if (!address[field.key].trim()) return `${field.label} is required`;
  }
  if (!PINCODE_PATTERN.test(address.pincode.trim())) return 'Please enter a valid pincode';
  if (!PHONE_PATTERN.test(address.phone.trim())) return 'Please enter a valid phone number';
  return null;
}

interface AddressFormProps {
  initial: AddressInput;
  submitLabel: string;
  onSubmit: (address: AddressInput) => Promise<void>;
  onCancel: () => void;
}

export function AddressForm({ initial, submitLabel, onSubmit, onCancel }: AddressFormProps) {
  const [address, setAddress] = useState<AddressInput>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: TextKey) => (value: string) => setAddress((a) => ({ ...a, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAddress(address);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ ...address, pincode: address.pincode.trim(), phone: address.phone.trim() });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Failed to save address');
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-4 rounded-xl bg-cream-50 p-4">
      <FormAlert message={error} />
      <label className="block space-y-1 text-sm font-medium text-stone-800">
        <span>Address type</span>
        <select
          className={INPUT_CLASSES}
          value={address.type}
          onChange={(event) => setAddress((a) => ({ ...a, type: event.target.value as AddressInput['type'] }))}
        >
          {ADDRESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {type[0].toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={field.type}
            required
            value={address[field.key]}
            onValueChange={set(field.key)}
            className={field.key === 'street' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-amber-700"
          checked={address.isDefault}
          onChange={(event) => setAddress((a) => ({ ...a, isDefault: event.target.checked }))}
        />
        Use as my default address
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

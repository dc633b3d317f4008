import type { PaymentMethod } from '@thindi/contracts';
import { PAYMENT_OPTIONS } from '../hooks/checkout-model';

interface PaymentStepProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Spec section 9's four methods; cash on delivery is the default. */
export function PaymentStep({ method, onChange }: PaymentStepProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">Payment Method</legend>
      {PAYMENT_OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white p-3 has-[:checked]:border-amber-700"
        >
          <input
            type="radio"
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1"
          />
          <span>
            <span className="block font-semibold text-stone-900">{option.label}</span>
            {option.description ? <span className="block text-sm text-stone-600">{option.description}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

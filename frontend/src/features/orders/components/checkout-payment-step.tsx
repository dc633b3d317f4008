import type { PaymentMethod } from '@thindi/contracts';
import { cx } from '@/lib/cx';
import { PAYMENT_OPTIONS } from '../hooks/checkout-model';

interface PaymentStepProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** The four payment methods (docs/product.md, Checkout > Payment methods); cash on delivery is the default, card and net banking are 'Coming soon'. */
export function PaymentStep({ method, onChange }: PaymentStepProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">Payment Method</legend>
      {PAYMENT_OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cx(
            'flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3 has-[:checked]:border-amber-700',
            option.comingSoon ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            name="payment-method"
            value={option.value}
            checked={method === option.value}
            disabled={option.comingSoon}
            onChange={() => onChange(option.value)}
            className="mt-1"
          />
          <span className="flex-1">
            <span className="block font-semibold text-stone-900">{option.label}</span>
            {option.description ? <span className="block text-sm text-stone-600">{option.description}</span> : null}
          </span>
          {option.comingSoon ? (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
              Coming soon
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

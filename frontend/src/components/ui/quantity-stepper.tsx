import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { cx } from '@/lib/cx';

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** The lowest value the minus button may reach (the cart uses 0: going below 1 removes the line). */
  min?: number;
  max?: number;
  /** `responsive`: small on a phone (beside three other controls in a row), `md` from the `sm` breakpoint. */
  size?: 'sm' | 'md' | 'responsive';
  className?: string;
}

/** Minus, the quantity, plus: the quantity is announced when it changes. */
export function QuantityStepper({ value, onChange, min = 1, max, size = 'md', className }: QuantityStepperProps) {
  const box = { sm: 'h-8 w-8', md: 'h-10 w-10', responsive: 'h-8 w-8 sm:h-10 sm:w-10' }[size];
  const text = { sm: 'text-sm', md: 'text-base', responsive: 'text-sm sm:text-base' }[size];
  const button = cx(
    box,
    'inline-flex items-center justify-center text-stone-700 transition-colors hover:bg-amber-50 hover:text-amber-800',
    'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
  );
  return (
    <div className={cx('inline-flex items-center rounded-lg border border-stone-300 bg-white', className)}>
      <button
        type="button"
        className={cx(button, 'rounded-l-lg')}
        aria-label="Decrease quantity"
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <span className={cx('min-w-8 px-1 text-center font-semibold tabular-nums', text)} aria-live="polite">
        <span className="sr-only">Quantity </span>
        {value}
      </span>
      <button
        type="button"
        className={cx(button, 'rounded-r-lg')}
        aria-label="Increase quantity"
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

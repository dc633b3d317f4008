import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { cx } from '@/lib/cx';

const STARS = [1, 2, 3, 4, 5] as const;
const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

interface StarRatingInputProps {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The field's error, read out with the group. */
  error?: string;
  name?: string;
}

/**
 * Five native radios drawn as stars: the browser gives the arrow keys, one tab stop and `required` for free,
 * and each star keeps its own spoken name ('4 stars').
 */
export function StarRatingInput({ label, value, onChange, error, name }: StarRatingInputProps) {
  const id = useId();
  const groupName = name ?? `${id}-rating`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-stone-900">{label}</legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer rounded focus-within:ring-2 focus-within:ring-amber-600">
            <input
              type="radio"
              className="sr-only"
              name={groupName}
              value={n}
              required
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <Star
              aria-hidden="true"
              className={cx(
                'h-8 w-8',
                value !== null && n <= value ? 'fill-amber-500 text-amber-500' : 'text-stone-400',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating to read, not change: the stars are drawing, the label says the figure. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`} className={cx('inline-flex gap-0.5', className)}>
      {STARS.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cx('h-4 w-4', n <= Math.round(value) ? 'fill-amber-500 text-amber-500' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}

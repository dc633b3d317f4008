import { CATEGORY_FILTERS, formatRupeesWhole, type Category } from '@thindi/contracts';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import type { PriceRange } from '../hooks/price-range';

interface ProductFiltersProps {
  category: Category;
  /** The slider's own bounds; `range` is the chosen part of them. */
  bounds: PriceRange;
  range: PriceRange;
  onRangeChange: (range: PriceRange | null) => void;
}

/** Browse another category, or narrow the similar products by price. */
/** A step that lands exactly on both ends of the slider, so its ends stay reachable. */
function stepFor({ min, max }: PriceRange): number {
  const span = max - min;
  if (span > 1000 && span % 50 === 0) return 50;
  return span % 10 === 0 ? 10 : 1;
}

export function ProductFilters({ category, bounds, range, onRangeChange }: ProductFiltersProps) {
  const step = stepFor(bounds);
  const isDefault = range.min === bounds.min && range.max === bounds.max;

  return (
    <aside aria-labelledby="filters-title" className="space-y-6 rounded-2xl border border-amber-100 bg-white p-5">
      <h2 id="filters-title" className="font-display text-lg font-bold text-stone-900">
        Filters
      </h2>
      <nav aria-label="Categories">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-stone-600">Category</h3>
        <ul className="mt-2 space-y-1">
          {CATEGORY_FILTERS.map((option) => (
            <li key={option}>
              <Link
                to={option === 'all' ? '/' : `/?category=${option}`}
                aria-current={option === category ? 'true' : undefined}
                className={cx(
                  'block rounded-lg px-3 py-2 text-sm capitalize',
                  option === category
                    ? 'bg-amber-100 font-semibold text-amber-900'
                    : 'text-stone-700 hover:bg-amber-50 hover:text-amber-800',
                )}
              >
                {option}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <fieldset>
        <legend className="text-sm font-semibold uppercase tracking-wide text-stone-600">Price range</legend>
        <p className="mt-2 text-sm font-medium text-stone-900" aria-live="polite">
          {formatRupeesWhole(range.min)} to {formatRupeesWhole(range.max)}
        </p>
        <label className="mt-3 block text-sm text-stone-700">
          Minimum price
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={range.min}
            onChange={(e) => onRangeChange({ min: Math.min(Number(e.target.value), range.max), max: range.max })}
            className="mt-1 block w-full accent-amber-700"
          />
        </label>
        <label className="mt-3 block text-sm text-stone-700">
          Maximum price
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={range.max}
            onChange={(e) => onRangeChange({ min: range.min, max: Math.max(Number(e.target.value), range.min) })}
            className="mt-1 block w-full accent-amber-700"
          />
        </label>
        <button
          type="button"
          onClick={() => onRangeChange(null)}
          disabled={isDefault}
          className="mt-3 text-sm font-semibold text-amber-800 underline disabled:text-stone-400 disabled:no-underline"
        >
          Reset price
        </button>
      </fieldset>
    </aside>
  );
}

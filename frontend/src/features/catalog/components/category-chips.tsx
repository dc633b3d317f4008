import { CATEGORY_FILTERS, type CategoryFilter } from '@thindi/contracts';
import { cx } from '@/lib/cx';
import type { CategoryCounts } from '../hooks/use-home-catalog';

interface CategoryChipsProps {
  active: CategoryFilter;
  counts: CategoryCounts | null;
  onSelect: (category: CategoryFilter) => void;
}

/**
 * One toggle per category (all, savory, sweet, spicy, traditional) with its count over the whole searched and
 * priced set (not the page on show); no counts while they are unknown.
 */
export function CategoryChips({ active, counts, onSelect }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {CATEGORY_FILTERS.map((category) => {
        const selected = category === active;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={selected}
            onClick={() => onSelect(category)}
            className={cx(
              'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold capitalize transition-colors',
              selected
                ? 'border-amber-700 bg-amber-700 text-white'
                : 'border-amber-200 bg-white text-stone-800 hover:border-amber-700 hover:text-amber-800',
            )}
          >
            {category}
            {counts ? (
              <span
                className={cx(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-amber-900 text-white' : 'bg-amber-50 text-amber-900',
                )}
              >
                {counts[category]}
                <span className="sr-only">{counts[category] === 1 ? ' product' : ' products'}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

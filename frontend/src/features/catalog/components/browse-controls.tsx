import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import type { SortOption } from '../api/products.api';

interface BrowseControlsProps {
  searching: boolean;
  sort: SortOption | null;
  minPrice: number | null;
  maxPrice: number | null;
  onSort: (sort: SortOption | null) => void;
  onPriceRange: (min: number | null, max: number | null) => void;
}

const LABELS: Record<SortOption, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Biggest discount',
  rating: 'Customer rating',
};

const priceOrNull = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * Sort and price range of the home grid; both go to the API and into the URL. On a phone they take one row: the
 * sort, and a Filters button that opens the price range (and counts it while one is set).
 */
export function BrowseControls({ searching, sort, minPrice, maxPrice, onSort, onPriceRange }: BrowseControlsProps) {
  const id = useId();
  // The default order is the server's: relevance while searching, newest otherwise.
  const defaultSort: SortOption = searching ? 'relevance' : 'newest';
  const options = (Object.keys(LABELS) as SortOption[]).filter((o) => searching || o !== 'relevance');
  const shown = sort && options.includes(sort) ? sort : defaultSort;
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const priceSet = minPrice !== null || maxPrice !== null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = priceOrNull(min);
    const high = priceOrNull(max);
    // A reversed range is read the way it was meant.
    if (low !== null && high !== null && low > high) onPriceRange(high, low);
    else onPriceRange(low, high);
  };

  return (
    <div className="flex flex-wrap items-end gap-x-2 gap-y-3 sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:block sm:flex-none sm:space-y-1">
        <label htmlFor={`${id}-sort`} className="shrink-0 text-sm font-medium text-stone-800 sm:block">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={shown}
          onChange={(e) => onSort(e.target.value === defaultSort ? null : (e.target.value as SortOption))}
          className={`${INPUT_CLASSES} w-auto min-w-0 flex-1`}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        className="h-11 shrink-0 sm:hidden"
        aria-expanded={filtersOpen}
        aria-controls={`${id}-price`}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {priceSet ? 'Filters (1)' : 'Filters'}
      </Button>
      <form
        id={`${id}-price`}
        onSubmit={apply}
        aria-label="Price range"
        className={cx('w-full flex-wrap items-end gap-2 sm:flex sm:w-auto', filtersOpen ? 'flex' : 'hidden')}
      >
        <label className="space-y-1 text-sm font-medium text-stone-800">
          <span className="block">Min price (₹)</span>
          <input
            type="number"
            min={0}
            inputMode="decimal"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            className={`${INPUT_CLASSES} w-28`}
          />
        </label>
        <label className="space-y-1 text-sm font-medium text-stone-800">
          <span className="block">Max price (₹)</span>
          <input
            type="number"
            min={0}
            inputMode="decimal"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            className={`${INPUT_CLASSES} w-28`}
          />
        </label>
        <Button type="submit" variant="outline" className="h-11">
          Apply
        </Button>
        {priceSet ? (
          <Button
            variant="ghost"
            className="h-11"
            onClick={() => {
              setMin('');
              setMax('');
              onPriceRange(null, null);
            }}
          >
            Clear price
          </Button>
        ) : null}
      </form>
    </div>
  );
}

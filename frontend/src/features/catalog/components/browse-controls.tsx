import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASSES } from '@/components/ui/text-field';
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

/** Sort and price range of the home grid; both go to the API and into the URL. */
export function BrowseControls({ searching, sort, minPrice, maxPrice, onSort, onPriceRange }: BrowseControlsProps) {
  const id = useId();
  // The default order is the server's: relevance while searching, newest otherwise.
  const defaultSort: SortOption = searching ? 'relevance' : 'newest';
  const options = (Object.keys(LABELS) as SortOption[]).filter((o) => searching || o !== 'relevance');
  const shown = sort && options.includes(sort) ? sort : defaultSort;
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = priceOrNull(min);
    const high = priceOrNull(max);
    // A reversed range is read the way it was meant.
    if (low !== null && high !== null && low > high) onPriceRange(high, low);
    else onPriceRange(low, high);
  };

  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="space-y-1">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-stone-800">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={shown}
          onChange={(e) => onSort(e.target.value === defaultSort ? null : (e.target.value as SortOption))}
          className={`${INPUT_CLASSES} w-auto`}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <form onSubmit={apply} aria-label="Price range" className="flex flex-wrap items-end gap-2">
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
        {minPrice !== null || maxPrice !== null ? (
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

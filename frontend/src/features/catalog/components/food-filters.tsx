import { ALLERGENS, allergenFreeLabel, type Allergen, type FoodCounts } from '@thindi/contracts';
import { useId } from 'react';
import { cx } from '@/lib/cx';

interface FoodFiltersProps {
  veg: boolean;
  excludeAllergens: readonly Allergen[];
  /** How many products each choice would leave, the other filters as they are; null while unknown. */
  counts: FoodCounts | null;
  onVeg: (veg: boolean) => void;
  onExcludeAllergens: (allergens: Allergen[]) => void;
}

const chip = (on: boolean) =>
  cx(
    'h-9 shrink-0 whitespace-nowrap rounded-full border px-3 text-sm font-medium',
    on
      ? 'border-green-800 bg-green-800 text-white'
      : 'border-stone-300 bg-white text-stone-800 hover:border-green-700 hover:text-green-900',
  );

const withCount = (count: number | undefined) => (count === undefined ? '' : ` (${count})`);

/**
 * 'Veg only' and 'Free from …' over the home grid: each a toggle kept in the URL (`diet=veg`,
 * `excludeAllergens=peanut,milk`) with how many products it would leave. They filter by what sellers declared.
 */
export function FoodFilters({ veg, excludeAllergens, counts, onVeg, onExcludeAllergens }: FoodFiltersProps) {
  const noteId = useId();
  const toggle = (allergen: Allergen) =>
    onExcludeAllergens(
      excludeAllergens.includes(allergen)
        ? excludeAllergens.filter((a) => a !== allergen)
        : ALLERGENS.filter((a) => a === allergen || excludeAllergens.includes(a)),
    );
  return (
    <div role="group" aria-label="Food filters" aria-describedby={noteId} className="space-y-2">
      {/* On a phone the chips scroll sideways in one row rather than push the grid down. */}
      <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <button type="button" aria-pressed={veg} onClick={() => onVeg(!veg)} className={chip(veg)}>
          {`Veg only${withCount(counts?.veg)}`}
        </button>
        {ALLERGENS.map((allergen) => {
          const on = excludeAllergens.includes(allergen);
          return (
            <button
              key={allergen}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(allergen)}
              className={chip(on)}
            >
              {`${allergenFreeLabel(allergen)}${withCount(counts?.without[allergen])}`}
            </button>
          );
        })}
      </div>
      <p id={noteId} className="text-xs text-stone-500">
        As declared by the seller
      </p>
    </div>
  );
}

import { ALLERGEN_NAMES, ALLERGENS, type Allergen } from '@thindi/contracts';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

type DraftControl = Control<ProductDraft, unknown, CheckedProductDraft>;

const capitalise = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * The allergens the label declares: one tick each, and 'Contains none of these' as its own choice, so that a
 * product with nothing ticked stays 'not declared' rather than 'free of everything'. Either choice clears the other.
 */
export function AllergensField({ control }: { control: DraftControl }) {
  const id = useId();
  const list = useController({ control, name: 'food.allergens' });
  const none = useController({ control, name: 'food.noAllergens' });
  const chosen = list.field.value;
  const toggle = (allergen: Allergen, on: boolean) => {
    list.field.onChange(on ? [...chosen, allergen] : chosen.filter((a) => a !== allergen));
    if (on) none.field.onChange(false);
  };
  const undeclared = !none.field.value && chosen.length === 0;
  return (
    <fieldset aria-describedby={`${id}-state`} className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Allergens</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={chosen.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
            />
            {capitalise(ALLERGEN_NAMES[allergen])}
          </label>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input
          type="checkbox"
          checked={none.field.value}
          onChange={(event) => {
            none.field.onChange(event.target.checked);
            if (event.target.checked) list.field.onChange([]);
          }}
        />
        Contains none of these
      </label>
      <p id={`${id}-state`} className="text-xs text-stone-600">
        {undeclared
          ? 'Not declared yet: tick what the product contains, or that it contains none of these.'
          : 'Shoppers filtering by allergen see the product as declared here.'}
      </p>
    </fieldset>
  );
}

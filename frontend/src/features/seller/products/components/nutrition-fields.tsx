import { NUTRIENTS } from '@thindi/contracts';
import type { Control } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

/** Nutrition per 100 g in the label's order, each with its unit; all of them or none. */
export function NutritionFields({ control }: { control: Control<ProductDraft, unknown, CheckedProductDraft> }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Nutrition per 100 g</legend>
      <p className="text-xs text-stone-600">As printed on the label: fill in every value, or leave them all blank.</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {NUTRIENTS.map((nutrient) => (
          <FormTextField
            key={nutrient.key}
            control={control}
            name={`food.nutrition.${nutrient.key}`}
            label={`${nutrient.label} (${nutrient.unit})`}
            type="number"
            min={0}
            max={nutrient.max}
            step="0.1"
            inputMode="decimal"
          />
        ))}
      </div>
    </fieldset>
  );
}

import { DIET_LABELS, DIETS, isVegetarian, MAX_SHELF_LIFE_DAYS, type Diet } from '@thindi/contracts';
import { useId } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { AllergensField } from './allergens-field';
import { NutritionFields } from './nutrition-fields';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

type DraftControl = Control<ProductDraft, unknown, CheckedProductDraft>;

interface FoodFactsFieldProps {
  control: DraftControl;
  register: UseFormRegister<ProductDraft>;
}

/** The mark a diet carries on the label: green for vegetarian, brown for egg and non-vegetarian. */
const markWords = (diet: Diet) => (isVegetarian(diet) ? 'green mark' : 'brown mark');

function MarkSquare({ diet }: { diet: Diet }) {
  const colour = isVegetarian(diet) ? 'border-green-700 text-green-700' : 'border-amber-900 text-amber-900';
  return (
    <span aria-hidden="true" className={cx('inline-flex h-4 w-4 items-center justify-center border-2', colour)}>
      <span className="h-1.5 w-1.5 rounded-full bg-current" />
    </span>
  );
}

/** Veg, egg or non-veg, in the words and colours of the label's mark. */
function DietField({ register }: Pick<FoodFactsFieldProps, 'register'>) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Veg or non-veg mark</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {DIETS.map((diet) => (
          <label key={diet} className="flex items-center gap-2 text-sm text-stone-800">
            <input type="radio" value={diet} {...register('food.diet')} />
            <MarkSquare diet={diet} />
            {`${DIET_LABELS[diet]} (${markWords(diet)})`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What the product's label says (decision 035): its veg or non-veg mark, allergens, nutrition per 100 g, shelf life
 * and storage, country of origin and manufacturer. A product is sold without the required ones only for a grace
 * period from its first save.
 */
export function FoodFactsField({ control, register }: FoodFactsFieldProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-semibold text-stone-900">
          Food facts
        </h3>
        <p className="text-xs text-stone-600">
          As on the label. The mark, allergens, shelf life, country of origin and manufacturer are needed for the
          product to stay on sale.
        </p>
      </div>
      <DietField register={register} />
      <AllergensField control={control} />
      <NutritionFields control={control} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="food.shelfLifeDays"
          label="Shelf life (days from packing)"
          type="number"
          min={1}
          max={MAX_SHELF_LIFE_DAYS}
          step={1}
          inputMode="numeric"
        />
        <FormTextField control={control} name="food.countryOfOrigin" label="Country of origin" maxLength={60} />
        <FormTextField
          control={control}
          name="food.storage"
          label="Storage"
          placeholder="Store in a cool, dry place"
          maxLength={200}
          className="sm:col-span-2"
        />
        <FormTextField control={control} name="food.manufacturerName" label="Manufacturer name" maxLength={120} />
        <div className="space-y-1">
          <label htmlFor={`${id}-address`} className="block text-sm font-medium text-stone-800">
            Manufacturer address
          </label>
          <textarea
            id={`${id}-address`}
            rows={2}
            maxLength={300}
            {...register('food.manufacturerAddress')}
            className={`${INPUT_CLASSES} h-auto py-2`}
          />
        </div>
      </div>
    </section>
  );
}

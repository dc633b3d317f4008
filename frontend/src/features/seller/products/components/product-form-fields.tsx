import { CATEGORIES, GST_CLASS_OPTIONS } from '@thindi/contracts';
import { useId } from 'react';
import { useController, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { FoodFactsField } from './food-facts-field';
import { IngredientsField } from './ingredients-field';
import { PackSizesField } from './pack-sizes-field';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

type DraftControl = Control<ProductDraft, unknown, CheckedProductDraft>;

interface ProductFormFieldsProps {
  control: DraftControl;
  register: UseFormRegister<ProductDraft>;
  setValue: UseFormSetValue<ProductDraft>;
  /** What to check in packs made from the product's older single size. */
  packNotes: readonly string[];
}

function Ingredients({ control }: { control: DraftControl }) {
  const { field } = useController({ control, name: 'ingredients' });
  return <IngredientsField ingredients={field.value} onChange={field.onChange} />;
}

/**
 * The product's text, category and GST fields, its ingredients, its pack sizes and its food facts (images are their
 * own field).
 */
export function ProductFormFields({ control, register, setValue, packNotes }: ProductFormFieldsProps) {
  const id = useId();
  return (
    <>
      <FormTextField control={control} name="name" label="Product Name" required />
      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-stone-800">
          Description<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-description`}
          required
          rows={3}
          {...register('description')}
          className={`${INPUT_CLASSES} h-auto py-2`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-stone-800">
            Category<span aria-hidden="true"> *</span>
          </label>
          <select id={`${id}-category`} {...register('category')} className={`${INPUT_CLASSES} capitalize`}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-gst`} className="block text-sm font-medium text-stone-800">
            GST (HSN and rate)
          </label>
          <select
            id={`${id}-gst`}
            {...register('gstClass', { setValueAs: (value: string) => value || undefined })}
            className={INPUT_CLASSES}
          >
            <option value="">Default for the product name</option>
            {GST_CLASS_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.label}: HSN ${option.hsn}, ${option.ratePercent}%`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Ingredients control={control} />
      <PackSizesField control={control} register={register} setValue={setValue} notes={packNotes} />
      <FoodFactsField control={control} register={register} />
    </>
  );
}

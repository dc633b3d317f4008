import { CATEGORIES, GST_CLASS_OPTIONS } from '@thindi/contracts';
import { useId } from 'react';
import { useController, type Control, type UseFormRegister } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { IngredientsField } from './ingredients-field';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

type DraftControl = Control<ProductDraft, unknown, CheckedProductDraft>;

interface ProductFormFieldsProps {
  control: DraftControl;
  register: UseFormRegister<ProductDraft>;
}

function Ingredients({ control }: { control: DraftControl }) {
  const { field } = useController({ control, name: 'ingredients' });
  return <IngredientsField ingredients={field.value} onChange={field.onChange} />;
}

/** The product's text, price, stock and category fields (images are their own field). */
export function ProductFormFields({ control, register }: ProductFormFieldsProps) {
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
        <FormTextField
          control={control}
          name="price"
          label="Price (₹)"
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="originalPrice"
          label="Original Price (₹)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
        />
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
        <div className="space-y-1 sm:col-span-2">
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
        <FormTextField control={control} name="weight" label="Weight" required placeholder="200g" />
        <FormTextField
          control={control}
          name="stockQuantity"
          label="Stock Quantity"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
      </div>
      <Ingredients control={control} />
    </>
  );
}

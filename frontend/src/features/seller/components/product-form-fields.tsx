import { CATEGORIES, type Category } from '@thindi/contracts';
import { useId } from 'react';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';
import { IngredientsField } from './ingredients-field';
import type { ProductDraft } from './product-form-model';

interface ProductFormFieldsProps {
  draft: ProductDraft;
  onChange: (next: Partial<ProductDraft>) => void;
}

/** The product's text, price, stock and category fields (images are their own field). */
export function ProductFormFields({ draft, onChange }: ProductFormFieldsProps) {
  const id = useId();
  return (
    <>
      <TextField label="Product Name" required value={draft.name} onValueChange={(name) => onChange({ name })} />
      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-stone-800">
          Description<span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-description`}
          required
          rows={3}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
          className={`${INPUT_CLASSES} h-auto py-2`}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price (₹)"
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={draft.price}
          onValueChange={(price) => onChange({ price })}
        />
        <TextField
          label="Original Price (₹)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={draft.originalPrice}
          onValueChange={(originalPrice) => onChange({ originalPrice })}
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-stone-800">
            Category<span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-category`}
            value={draft.category}
            onChange={(event) => onChange({ category: event.target.value as Category })}
            className={`${INPUT_CLASSES} capitalize`}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Weight"
          required
          placeholder="200g"
          value={draft.weight}
          onValueChange={(weight) => onChange({ weight })}
        />
        <TextField
          label="Stock Quantity"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.stockQuantity}
          onValueChange={(stockQuantity) => onChange({ stockQuantity })}
        />
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={draft.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
            className="h-4 w-4 accent-amber-700"
          />
          Featured product
        </label>
      </div>
      <IngredientsField ingredients={draft.ingredients} onChange={(ingredients) => onChange({ ingredients })} />
    </>
  );
}

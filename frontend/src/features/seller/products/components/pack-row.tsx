import { NET_UNITS, packLabel } from '@thindi/contracts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-fields';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { packPriceHint, typedQuantity } from './pack-form-model';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

interface PackRowProps {
  control: Control<ProductDraft, unknown, CheckedProductDraft>;
  register: UseFormRegister<ProductDraft>;
  index: number;
  count: number;
  /** The name of the default-pack radio group. */
  group: string;
  isDefault: boolean;
  gstRatePercent: number;
  onDefault: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One pack of the product form: its quantity, label, price (with what the shopper pays), MRP, stock and SKU. */
export function PackRow({ control, register, index, count, group, isDefault, gstRatePercent, ...on }: PackRowProps) {
  const id = useId();
  const draft = useWatch({ control, name: `packs.${index}` });
  const quantity = typedQuantity(draft.netQuantity);
  const hint = packPriceHint(draft, gstRatePercent);
  const name = `pack ${index + 1}`;
  return (
    <li>
      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-800">{`Pack ${index + 1}`}</legend>
        <div className="grid gap-3 sm:grid-cols-4">
          <FormTextField
            control={control}
            name={`packs.${index}.netQuantity.value`}
            label="Quantity"
            required
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
          />
          <div className="space-y-1">
            <label htmlFor={`${id}-unit`} className="block text-sm font-medium text-stone-800">
              Unit
            </label>
            <select id={`${id}-unit`} {...register(`packs.${index}.netQuantity.unit`)} className={INPUT_CLASSES}>
              {NET_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </div>
          <FormTextField
            control={control}
            name={`packs.${index}.label`}
            label="Label"
            placeholder={quantity ? packLabel(quantity) : '500 g'}
            className="sm:col-span-2"
          />
          <FormTextField
            control={control}
            name={`packs.${index}.price`}
            label="Price (₹)"
            required
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className="sm:col-span-2"
            hint={
              hint ? (
                <span className={cx(hint.aboveMrp && 'text-red-700')}>{hint.text}</span>
              ) : (
                'GST is added at checkout'
              )
            }
          />
          <FormTextField
            control={control}
            name={`packs.${index}.mrp`}
            label="MRP (₹)"
            required
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            className="sm:col-span-2"
            hint="Inclusive of all taxes"
          />
          <FormTextField
            control={control}
            name={`packs.${index}.stockQuantity`}
            label="Stock"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className="sm:col-span-2"
          />
          <FormTextField control={control} name={`packs.${index}.sku`} label="SKU" className="sm:col-span-2" />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={group} checked={isDefault} onChange={on.onDefault} className="h-4 w-4" />
            Default pack
          </label>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => on.onMove(index - 1)}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => on.onMove(index + 1)}
            >
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${name}`}
              disabled={count === 1}
              onClick={on.onRemove}
            >
              <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}

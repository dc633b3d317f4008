import { MAX_PACKS } from '@thindi/contracts';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { defaultPackIndex, gstRateOf, newPack } from './pack-form-model';
import { PackRow } from './pack-row';
import type { CheckedProductDraft, ProductDraft } from './product-form-model';

type DraftControl = Control<ProductDraft, unknown, CheckedProductDraft>;

interface PackSizesFieldProps {
  control: DraftControl;
  register: UseFormRegister<ProductDraft>;
  setValue: UseFormSetValue<ProductDraft>;
  /** What to check in packs made from the product's older single size (a guessed size or MRP). */
  notes: readonly string[];
}

/** The notes the server left on packs made from an older single size: what the seller should check and save. */
function PackNotes({ notes }: { notes: readonly string[] }) {
  return (
    <div
      role="note"
      aria-label="Check these packs"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-semibold">Check these packs</p>
      <ul className="list-disc pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The sizes a product is sold in (decision 034): each with its quantity, label, price, MRP, stock and SKU, one of
 * them the default the product page opens on. Packs are added, removed and moved; the price shows what the shopper
 * pays with GST, the figure its MRP may not be below.
 */
export function PackSizesField({ control, register, setValue, notes }: PackSizesFieldProps) {
  const group = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'packs' });
  const [packs, gstClass] = useWatch({ control, name: ['packs', 'gstClass'] });
  const defaultIndex = defaultPackIndex(packs);
  const gstRatePercent = gstRateOf(gstClass);
  const makeDefault = (index: number) =>
    packs.forEach((_, i) => setValue(`packs.${i}.isDefault`, i === index, { shouldDirty: true }));
  return (
    <section aria-labelledby={`${group}-heading`} className="space-y-3">
      <h3 id={`${group}-heading`} className="text-sm font-semibold text-stone-900">
        Pack sizes
      </h3>
      {notes.length > 0 ? <PackNotes notes={notes} /> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <PackRow
            key={field.id}
            control={control}
            register={register}
            index={index}
            count={fields.length}
            group={group}
            isDefault={index === defaultIndex}
            gstRatePercent={gstRatePercent}
            onDefault={() => makeDefault(index)}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <Button variant="outline" size="sm" disabled={fields.length >= MAX_PACKS} onClick={() => append(newPack(false))}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add pack size
      </Button>
    </section>
  );
}

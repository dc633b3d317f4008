import {
  formatRupees,
  GST_CLASS_OPTIONS,
  MAX_PACKS,
  netQuantitySchema,
  packInputSchema,
  packLabel,
  PRODUCT_REQUIRED_MESSAGE,
  priceWithGstPaise,
  unitPriceText,
  unitSalePrice,
  type NetQuantity,
  type PackInput,
  type ProductVariant,
} from '@thindi/contracts';
import { z } from 'zod';

const pack = packInputSchema.shape;
/** The form keeps what was typed; the contract's rule reads it as it stands (a number from text, a blank as missing). */
const typed = <S extends z.ZodType>(input: S) => input.transform((value): unknown => value);

/**
 * A pack as the contract checks it, read from the form's text inputs (numbers stay the text typed). A saved pack
 * keeps its `id` and `version`; a blank label is the one made from the quantity ('500 g').
 */
const packDraftSchema = z.object({
  id: z.string().optional(),
  version: pack.version,
  netQuantity: z.object({
    value: z.string().trim().min(1, PRODUCT_REQUIRED_MESSAGE).transform(Number).pipe(netQuantitySchema.shape.value),
    unit: netQuantitySchema.shape.unit,
  }),
  label: typed(z.string()).pipe(pack.label),
  price: typed(z.string()).pipe(pack.price),
  mrp: typed(z.string()).pipe(pack.mrp),
  stockQuantity: typed(z.string()).pipe(pack.stockQuantity),
  sku: typed(z.string()).pipe(pack.sku),
  isDefault: z.boolean(),
});
export const packListDraftSchema = z
  .array(packDraftSchema)
  .min(1, 'Add at least one pack size')
  .max(MAX_PACKS, `A product has at most ${MAX_PACKS} pack sizes`);
export type PackDraft = z.input<typeof packDraftSchema>;
export type CheckedPack = z.output<typeof packDraftSchema>;

export const newPack = (isDefault: boolean): PackDraft => ({
  netQuantity: { value: '', unit: 'g' },
  label: '',
  price: '',
  mrp: '',
  stockQuantity: '0',
  sku: '',
  isDefault,
});

/** A saved pack in the form; a label the quantity would make anyway stays blank, so it follows the quantity. */
export function packDraftFrom(variant: ProductVariant): PackDraft {
  return {
    id: variant.id,
    version: variant.version,
    netQuantity: { value: String(variant.netQuantity.value), unit: variant.netQuantity.unit },
    label: variant.label === packLabel(variant.netQuantity) ? '' : variant.label,
    price: String(variant.price),
    mrp: String(variant.mrp),
    stockQuantity: String(variant.stockQuantity),
    sku: variant.sku ?? '',
    isDefault: variant.isDefault,
  };
}

/** The default pack's place: the one marked, else the first (the server's rule too). */
export const defaultPackIndex = (packs: ReadonlyArray<{ isDefault: boolean }>): number =>
  Math.max(
    packs.findIndex((p) => p.isDefault),
    0,
  );

/** The packs a save sends, exactly one of them the default. */
export function toVariants(packs: CheckedPack[]): PackInput[] {
  const defaultIndex = defaultPackIndex(packs);
  return packs.map(({ label, ...rest }, i) => ({ ...rest, label: label || undefined, isDefault: i === defaultIndex }));
}

/**
 * The rate a pack's price with GST is shown at: the chosen GST class's. Left to the server, a product takes the
 * class its name gives, which is the namkeen and sweets class (5%) for all but papad, pickles, podi and the like.
 */
export function gstRateOf(gstClass: string | undefined): number {
  const option = GST_CLASS_OPTIONS.find((o) => o.id === (gstClass || 'namkeen-sweets'));
  return option?.ratePercent ?? 0;
}

/** The quantity typed, when it is one the contract takes. */
export function typedQuantity({ value, unit }: PackDraft['netQuantity']): NetQuantity | undefined {
  const parsed = netQuantitySchema.safeParse({ value: value.trim() === '' ? undefined : Number(value), unit });
  return parsed.success ? parsed.data : undefined;
}

const typedPaise = (text: string): number | undefined => {
  const rupees = Number(text);
  return text.trim() !== '' && Number.isFinite(rupees) && rupees > 0 ? Math.round(rupees * 100) : undefined;
};

/**
 * What the shopper would pay for the pack as typed, the figure its MRP may not be below: 'Price with 5% GST:
 * ₹189.00 · ₹0.76/g', or why it cannot be sold at that MRP. Null until a price is typed.
 */
export function packPriceHint(
  draft: Pick<PackDraft, 'price' | 'mrp' | 'netQuantity'>,
  gstRatePercent: number,
): { text: string; aboveMrp: boolean } | null {
  const pricePaise = typedPaise(draft.price);
  if (pricePaise === undefined) return null;
  const withGst = priceWithGstPaise(pricePaise, gstRatePercent);
  const shown = `Price with ${gstRatePercent}% GST: ${formatRupees(withGst / 100)}`;
  const mrpPaise = typedPaise(draft.mrp);
  if (mrpPaise !== undefined && withGst > mrpPaise) {
    return { text: `${shown}, above the MRP ${formatRupees(mrpPaise / 100)}`, aboveMrp: true };
  }
  const quantity = typedQuantity(draft.netQuantity);
  const unit = quantity ? ` · ${unitPriceText(unitSalePrice(withGst, quantity))}` : '';
  return { text: `${shown}${unit}`, aboveMrp: false };
}

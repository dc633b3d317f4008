import { formatRupees, packLabel, priceWithGstPaise, toPaise, toRupees, type PackInput } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { ListedPack } from '../../db/packs';
import type { PackRow } from '../../db/schema';
import { strikePricePaise } from '@thindi/contracts';
import type { SingleSize } from '../../domain/pack-rules';

/** A pack of a saved list, with the version the form was opened at when it gave one. */
export interface SavedPack extends ListedPack {
  version?: number;
}

const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * The packs a form's `variants` list makes (decision 034), checked: listed ids are packs of the product, one
 * default at most (else the first), each size and SKU once, and no price with GST above its MRP. Labels default to
 * the net quantity's.
 */
export function packListOf(variants: PackInput[], current: PackRow[], gstRate: number): SavedPack[] {
  const defaults = variants.filter((v) => v.isDefault);
  if (defaults.length > 1)
    throw DomainError.validation(`Only one pack can be the default, and ${defaults.length} are marked isDefault`);
  const defaultAt = Math.max(0, variants.indexOf(defaults[0]));
  const packs = variants.map((v, i): SavedPack => {
    if (v.id !== undefined && !current.some((p) => p.id === v.id))
      throw DomainError.validation(`variants[${i}].id is not a pack of this product`);
    return {
      id: v.id,
      version: v.version,
      label: v.label || packLabel(v.netQuantity),
      netQuantity: v.netQuantity,
      pricePaise: toPaise(v.price),
      mrpPaise: toPaise(v.mrp),
      stockQuantity: v.stockQuantity,
      sku: v.sku ?? null,
      isDefault: i === defaultAt,
      position: i,
    };
  });
  checkOnce(packs);
  for (const pack of packs) {
    const withGst = priceWithGstPaise(pack.pricePaise, gstRate);
    if (withGst > pack.mrpPaise)
      throw DomainError.validation(
        `${pack.label}: price with GST ${rupees(withGst)} is above the MRP ${rupees(pack.mrpPaise)}`,
        'CATALOG.PRICE_ABOVE_MRP',
      );
  }
  return packs;
}

/** A pack id, a size and a SKU (any case) appear once in a list. */
function checkOnce(packs: SavedPack[]): void {
  const seen = new Set<string>();
  const once = (key: string, message: string) => {
    if (seen.has(key)) throw DomainError.validation(message);
    seen.add(key);
  };
  for (const pack of packs) {
    if (pack.id) once(`id:${pack.id}`, `The pack ${pack.label} is listed twice`);
    once(`size:${packLabel(pack.netQuantity)}`, `Two packs are ${packLabel(pack.netQuantity)}: list each size once`);
    if (pack.sku) once(`sku:${pack.sku.toLowerCase()}`, `sku '${pack.sku}' is given to two packs`);
  }
}

/** The product row's single-size columns, from its default pack: its label, price, strike price and stock. */
export function sizeOfDefault(packs: SavedPack[], gstRate: number): SingleSize {
  const pack = packs.find((p) => p.isDefault)!;
  return {
    weight: pack.label,
    pricePaise: pack.pricePaise,
    originalPricePaise: strikePricePaise(pack.pricePaise, pack.mrpPaise, gstRate),
    stockQuantity: pack.stockQuantity,
  };
}

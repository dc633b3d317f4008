import {
  formatRupees,
  packLabel,
  parseNetQuantity,
  priceWithGstPaise,
  toRupees,
  type NetQuantity,
  type Product,
} from '@thindi/contracts';
import { istDate, rateOn } from '@thindi/india';
import { gstClassOfProduct } from './gst-of-product';

/** What a pack is, as written: its size, money in paise and stock (decision 034). */
export interface PackFigures {
  label: string;
  netQuantity: NetQuantity;
  pricePaise: number;
  mrpPaise: number;
  stockQuantity: number;
  isDefault: boolean;
  position: number;
}

/** What a product's GST is read from: the class its seller picked, else its category and name. */
export interface GstSource {
  category: string;
  name: string;
  gstClass?: string | null;
}

/** A product's GST class, that class's HSN code and its rate today in percent (5 for 5%). */
export function gstOfProduct(product: GstSource): Pick<Product, 'gstClass' | 'hsn' | 'gstRate'> {
  const gst = gstClassOfProduct(product);
  return { gstClass: gst.id, hsn: gst.hsn, gstRate: rateOn(gst.id, istDate(new Date())) / 100 };
}

/** A product's GST rate today, in percent (5 for 5%). */
export const gstRateOf = (product: GstSource): number => gstOfProduct(product).gstRate;

/** A sum in paise rounded up to the next whole rupee. */
const upToRupee = (paise: number): number => Math.ceil(paise / 100) * 100;

/** The MRP of a form or an older product that gave no MRP: an original price with its GST, else the price's. */
export function mrpFrom(pricePaise: number, originalPricePaise: number | null, gstRate: number): number {
  if (originalPricePaise !== null && originalPricePaise > pricePaise)
    return priceWithGstPaise(originalPricePaise, gstRate);
  return upToRupee(priceWithGstPaise(pricePaise, gstRate));
}

/** A product's one pack, from the single-size fields (its weight, price, original price and stock). */
export interface SingleSize {
  weight: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
}

/**
 * The default pack of a single-size product, labelled with its weight as typed: the weight read as a net quantity
 * ('250 gm' is 250 g; what cannot be read is one piece), the MRP from the original price. `notes` says what its
 * seller should check.
 */
export function packOfSingleSize(size: SingleSize, gstRate: number): PackFigures & { notes: string[] } {
  const parsed = parseNetQuantity(size.weight);
  const netQuantity = parsed ?? { value: 1, unit: 'pcs' as const };
  const mrpPaise = mrpFrom(size.pricePaise, size.originalPricePaise, gstRate);
  const notes: string[] = [];
  if (!parsed)
    notes.push(`We could not read the weight '${size.weight}' as a size: it is sold as 1 pc until you set it.`);
  if (size.originalPricePaise === null || size.originalPricePaise <= size.pricePaise)
    notes.push(
      `Its MRP was set to ${formatRupees(toRupees(mrpPaise))}, the price with GST rounded up: check it against the label.`,
    );
  return {
    label: size.weight.trim() || packLabel(netQuantity),
    netQuantity,
    pricePaise: size.pricePaise,
    mrpPaise,
    stockQuantity: size.stockQuantity,
    isDefault: true,
    position: 0,
    notes,
  };
}

import { orderTotals, packOf, toPaise, toRupees, type OrderItem, type ProductSnapshot } from '@thindi/contracts';
import { findGstClass, findState, gstClassFor, istDate, parseGstin, rateOn, splitTax } from '@thindi/india';
import type { PackQuantity } from './packs';

export interface PricedOrder {
  items: OrderItem[];
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  /** What a coupon takes off, with GST (0 without one): decision 039. */
  discountPaise: number;
  /** The coupon applied, when one was. */
  coupon?: { id: string; code: string; funder: 'seller' | 'platform' };
  /** The charge: subtotal + shipping + tax − discount rounded to whole rupees (contracts' orderTotals). */
  totalPaise: number;
  /** What the charge adds to the exact sum to round it, from −49 to +50 paise. */
  roundOffPaise: number;
  /** Each seller's share of the subtotal, in paise. */
  sellers: { sellerId: string; sellerName: string; subtotalPaise: number }[];
}

/**
 * Who supplies and where to, for the GST of each line (IGST Act s.10(1)(a): the place of supply is where the
 * goods' movement ends). Without it, lines carry their rate but no CGST/SGST/IGST split.
 */
export interface SupplyTerms {
  /**
   * The delivery address's state name. Unknown (a cart before checkout), each seller's lines are taken as supplied
   * within its own state: the tax is the same either way, only its split into CGST + SGST or IGST needs the address.
   */
  destinationState?: string;
  /** Each seller's GSTIN, null when it has none (a bill of supply: no GST on its lines). */
  gstins: Record<string, string | null>;
  /** Each seller's origin state name, for a seller without a GSTIN. */
  originStates?: Record<string, string | null>;
}

/** A seller without a GSTIN delivering to another state: checkout refuses its line by name. */
export function unregisteredInterState(
  items: { productName: string; sellerId: string }[],
  supply: SupplyTerms,
): string | undefined {
  for (const item of items) {
    if (supply.gstins[item.sellerId]) continue;
    const origin = supply.originStates?.[item.sellerId];
    if (origin && supply.destinationState && origin !== supply.destinationState)
      return `${item.productName} can only be sold within ${origin}: its seller has no GSTIN`;
  }
  return undefined;
}

/** A product's GST class: the catalog's, else the default its name gives. */
const gstClassOf = (p: ProductSnapshot) =>
  findGstClass(p.gstClass ?? '') ?? findGstClass(gstClassFor('savory', p.name))!;

/**
 * An order's round off, from what it stores: the charge less subtotal, shipping and tax, with the coupon's discount
 * given back (0 for orders charged to the paisa before whole-rupee charges).
 */
export const roundOffPaiseOf = (o: {
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  discountPaise?: number;
  totalPaise: number;
}): number => o.totalPaise - o.subtotalPaise - o.shippingPaise - o.taxPaise + (o.discountPaise ?? 0);

/**
 * Prices come from the catalog's snapshots of the packs only; each line carries its pack, its HSN and its GST rate
 * on the order date (India time); totals follow contracts' orderTotals (tax rounded per line, the charge in whole
 * rupees), in paise.
 */
export function priceOrder(
  lines: PackQuantity[],
  snapshots: ProductSnapshot[],
  now = new Date(),
  supply?: SupplyTerms,
): PricedOrder {
  const date = istDate(now);
  const items: OrderItem[] = lines.map((l) => {
    const p = packOf(snapshots, l);
    if (!p) throw new Error(`no snapshot for ${l.productId} ${l.variantId ?? '(default pack)'}`);
    const gst = gstClassOf(p);
    return {
      product: p.id,
      productId: p.id,
      variantId: p.variantId,
      variantLabel: p.variantLabel,
      productName: p.name,
      productImage: p.image,
      weight: p.weight,
      quantity: l.quantity,
      price: toRupees(p.pricePaise),
      sellerId: p.sellerId,
      sellerName: p.sellerName,
      hsn: gst.hsn,
      gstRate: rateOn(gst.id, date) / 100,
      ...(p.category ? { category: p.category } : {}),
      // The shelf life declared when ordered decides, when the line ships, its best before (decision 035).
      ...(p.shelfLifeDays ? { shelfLifeDays: p.shelfLifeDays } : {}),
    };
  });
  if (supply) applyGst(items, supply);
  const subtotalPaise = items.reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0);
  const totals = orderTotals(items.map((i) => ({ price: i.price, quantity: i.quantity, gstRate: i.gstRate ?? 0 })));
  const sellers = new Map<string, { sellerId: string; sellerName: string; subtotalPaise: number }>();
  for (const i of items) {
    const s = sellers.get(i.sellerId) ?? { sellerId: i.sellerId, sellerName: i.sellerName, subtotalPaise: 0 };
    s.subtotalPaise += toPaise(i.price) * i.quantity;
    sellers.set(i.sellerId, s);
  }
  return {
    items,
    subtotalPaise,
    shippingPaise: toPaise(totals.shipping),
    taxPaise: toPaise(totals.tax),
    discountPaise: 0,
    totalPaise: toPaise(totals.total),
    roundOffPaise: toPaise(totals.roundOff),
    sellers: [...sellers.values()],
  };
}

/**
 * Each seller's lines split into CGST + SGST (its GSTIN's state is the destination's) or IGST (another state);
 * a seller without a GSTIN issues a bill of supply: rate 0 and no GST on its lines. Amounts in rupees.
 */
function applyGst(items: OrderItem[], supply: SupplyTerms): void {
  const destination = supply.destinationState === undefined ? undefined : findState(supply.destinationState);
  if (supply.destinationState !== undefined && !destination)
    throw new Error(`unknown state ${supply.destinationState}`);
  const sellers = new Set(items.map((i) => i.sellerId));
  for (const sellerId of sellers) {
    const lines = items.filter((i) => i.sellerId === sellerId);
    const gstin = parseGstin(supply.gstins[sellerId] ?? '');
    const origin = findState(supply.originStates?.[sellerId] ?? '');
    const supplierStateCode = gstin?.stateCode ?? origin?.gstCode ?? destination?.gstCode;
    if (!supplierStateCode) {
      // No GSTIN (one names its state), no origin and no address yet: a bill of supply wherever it goes.
      for (const line of lines) Object.assign(line, { gstRate: 0, cgst: 0, sgst: 0, igst: 0 });
      continue;
    }
    const split = splitTax({
      lines: lines.map((l) => ({
        taxablePaise: toPaise(l.price) * l.quantity,
        rateBps: Math.round((l.gstRate ?? 0) * 100),
      })),
      supplierStateCode,
      placeOfSupplyStateCode: destination?.gstCode ?? supplierStateCode,
      supplierHasGstin: gstin !== null,
    });
    split.lines.forEach((taxed, i) => {
      Object.assign(lines[i], {
        gstRate: taxed.rateBps / 100,
        cgst: toRupees(taxed.cgstPaise),
        sgst: toRupees(taxed.sgstPaise),
        igst: toRupees(taxed.igstPaise),
      });
    });
  }
}

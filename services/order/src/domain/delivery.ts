import {
  DEFAULT_SHIPPING_PROFILE,
  FREE_SHIPPING_ABOVE_RUPEES,
  formatRupees,
  formatRupeesWhole,
  packOf,
  toRupees,
  type DeliveryDates,
  type DeliveryPart,
  type PaymentMethod,
  type ProductSnapshot,
  type ShippingProfile,
} from '@thindi/contracts';
import { estimateDelivery, lookupPincode, parseGstin, type PincodeInfo, type TransitDays } from '@thindi/india';
import type { PackQuantity } from './packs';

/** What every estimate is made with: the time asked, the zones' transit days and the days no parcel moves. */
export interface DeliveryRules {
  now: Date;
  transitDays: TransitDays;
  holidays: ReadonlySet<string>;
}

/** One seller's part with what checkout needs beside the quote: where it ships from and its product names. */
export interface SellerDelivery {
  part: DeliveryPart;
  originState: string | null;
  codEnabled: boolean;
  productNames: string[];
}

export interface DeliveryRequest {
  destination: PincodeInfo;
  lines: PackQuantity[];
  /** The snapshots of the lines' packs. */
  products: ProductSnapshot[];
  /** The sellers' shipping terms; a GSTIN (when the answer carries one) decides whether GST is charged. */
  profiles: (ShippingProfile & { gstin?: string | null })[];
  rules: DeliveryRules;
}

/** 'Free shipping on orders above ₹500' (₹50 at or below it). */
export const shippingRule = (): string =>
  `Free shipping on orders above ${formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES)}`;

/** '14:00' → minutes after midnight. */
const cutoffMinutes = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const codLabel = (enabled: boolean, limit: number | null): string => {
  if (!enabled) return 'Cash on Delivery not available';
  return limit === null ? 'Cash on Delivery available' : `Cash on Delivery available up to ${formatRupees(limit)}`;
};

/**
 * Each seller's part of a cart to a pincode, in the order its sellers first appear: whether it delivers there,
 * when (null when the seller has no profile or its origin is not a known pincode) and cash on delivery for that
 * part. A seller without a profile is taken at the default terms: ships all India, cash on delivery without limit.
 */
export function planDelivery({ destination, lines, products, profiles, rules }: DeliveryRequest): SellerDelivery[] {
  const profileBySeller = new Map(profiles.map((p) => [p.sellerId, p]));
  const groups = new Map<string, { sellerName: string; lines: { product: ProductSnapshot; quantity: number }[] }>();
  for (const line of lines) {
    const product = packOf(products, line);
    if (!product) throw new Error(`no snapshot for ${line.productId} ${line.variantId ?? '(default pack)'}`);
    const group = groups.get(product.sellerId) ?? { sellerName: product.sellerName, lines: [] };
    group.lines.push({ product, quantity: line.quantity });
    groups.set(product.sellerId, group);
  }
  return [...groups].map(([sellerId, group]) => {
    const profile = profileBySeller.get(sellerId);
    const terms = profile ?? DEFAULT_SHIPPING_PROFILE;
    const origin = profile ? lookupPincode(profile.originPincode) : null;
    const subtotalPaise = group.lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
    const subtotal = toRupees(subtotalPaise);
    const deliverable = !(terms.shipsTo === 'state' && origin && origin.state !== destination.state);
    const limit = terms.codEnabled ? terms.codLimit : null;
    const part: DeliveryPart = {
      sellerId,
      sellerName: group.sellerName,
      productIds: [...new Set(group.lines.map((l) => l.product.id))],
      deliverable,
      message: deliverable ? null : `This seller does not deliver to ${destination.pincode} yet`,
      estimate: deliverable && profile && origin ? estimate(profile, destination, rules) : null,
      cod: {
        available: terms.codEnabled && (limit === null || subtotalPaise <= limit * 100),
        limit,
        label: codLabel(terms.codEnabled, limit),
      },
      subtotal,
      // The same test as pricing's: a seller without a valid GSTIN charges no GST.
      gst: parseGstin(profile?.gstin ?? '') !== null,
    };
    return {
      part,
      originState: origin?.state ?? null,
      codEnabled: terms.codEnabled,
      productNames: [...new Set(group.lines.map((l) => l.product.name))],
    };
  });
}

function estimate(profile: ShippingProfile, destination: PincodeInfo, rules: DeliveryRules): DeliveryDates | null {
  const found = estimateDelivery({
    now: rules.now,
    originPincode: profile.originPincode,
    destinationPincode: destination.pincode,
    dispatchDays: profile.dispatchDays,
    cutoffMinutes: cutoffMinutes(profile.cutoffTime),
    transitDays: rules.transitDays,
    holidays: rules.holidays,
  });
  if (!found) return null;
  const { zone, dispatchBy, earliest, latest, minDays, maxDays, label, labelTo } = found;
  return { zone, dispatchBy, earliest, latest, minDays, maxDays, label, labelTo };
}

/** Why checkout refuses these parts, naming the first product concerned; undefined when it need not. */
export type DeliveryRefusal = { code: 'ORDER.NOT_DELIVERABLE' | 'ORDER.COD_UNAVAILABLE'; message: string };

export function checkoutRefusal(
  planned: SellerDelivery[],
  pincode: string,
  paymentMethod: PaymentMethod,
): DeliveryRefusal | undefined {
  const stranded = planned.find((p) => !p.part.deliverable);
  if (stranded) {
    return {
      code: 'ORDER.NOT_DELIVERABLE',
      message: `${stranded.productNames[0]} cannot be delivered to ${pincode}: its seller ships only within ${stranded.originState}`,
    };
  }
  if (paymentMethod !== 'cod') return undefined;
  const noCod = planned.find((p) => !p.part.cod.available);
  if (!noCod) return undefined;
  const { limit } = noCod.part.cod;
  const above = noCod.codEnabled && limit !== null ? ` above ${formatRupees(limit)}` : '';
  return {
    code: 'ORDER.COD_UNAVAILABLE',
    message: `Cash on Delivery is not available for ${noCod.productNames[0]}${above}`,
  };
}

/**
 * The order's promised date: noon in India on the latest day any part may arrive (noon reads as the same date in
 * every time zone a shopper is likely in); undefined when no part has an estimate.
 */
export function latestDelivery(estimates: (DeliveryDates | null)[]): Date | undefined {
  const latest = estimates
    .map((e) => e?.latest)
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
  return latest ? new Date(`${latest}T12:00:00+05:30`) : undefined;
}

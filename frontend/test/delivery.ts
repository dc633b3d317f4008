import type { DeliveryDates, DeliveryPart, DeliveryQuoteResult, PincodeLookup } from '@thindi/contracts';

export const CHENNAI: PincodeLookup = {
  pincode: '600001',
  district: 'Chennai',
  state: 'Tamil Nadu',
  stateCode: '33',
  places: ['Parrys', 'George Town'],
};

/** An estimate as the order service makes it; override the label or dates a test is about. */
export function makeDeliveryDates(overrides: Partial<DeliveryDates> = {}): DeliveryDates {
  return {
    zone: 'B',
    dispatchBy: '2026-11-24',
    earliest: '2026-11-25',
    latest: '2026-11-26',
    minDays: 1,
    maxDays: 2,
    label: 'Delivery by Thu, 26 Nov',
    ...overrides,
  };
}

/** One seller's part of a quote, deliverable with cash on delivery unless told otherwise. */
export function makeDeliveryPart(overrides: Partial<DeliveryPart> = {}): DeliveryPart {
  return {
    sellerId: '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a01',
    sellerName: 'Amma Sweets & Snacks',
    productIds: [],
    deliverable: true,
    message: null,
    estimate: makeDeliveryDates(),
    cod: { available: true, limit: null, label: 'Cash on Delivery available' },
    subtotal: 0,
    gst: true,
    ...overrides,
  };
}

/** A part that cannot reach `pincode`. */
export const undeliverablePart = (pincode: string, overrides: Partial<DeliveryPart> = {}): DeliveryPart =>
  makeDeliveryPart({
    deliverable: false,
    message: `This seller does not deliver to ${pincode} yet`,
    estimate: null,
    cod: { available: false, limit: null, label: 'Cash on Delivery not available' },
    ...overrides,
  });

/** The answer of GET or POST /api/delivery/estimate. */
export function makeQuote(parts: DeliveryPart[], destination: PincodeLookup = CHENNAI): DeliveryQuoteResult {
  return { success: true, destination, parts, shippingRule: 'Free shipping on orders above ₹500' };
}

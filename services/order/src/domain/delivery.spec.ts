import { DEFAULT_SHIPPING_PROFILE, type ProductSnapshot, type ShippingProfile } from '@thindi/contracts';
import { DEFAULT_TRANSIT_DAYS, lookupPincode, NATIONAL_HOLIDAY_DATES, type PincodeInfo } from '@thindi/india';
import {
  checkoutRefusal,
  latestDelivery,
  planDelivery,
  shippingRule,
  type DeliveryRequest,
  type DeliveryRules,
} from './delivery';

const MADURAI_SELLER = '00000000-0000-4000-8000-000000000001';
const MYSURU_SELLER = '00000000-0000-4000-8000-000000000002';

const product = (id: string, sellerId: string, name: string, pricePaise: number): ProductSnapshot => ({
  id,
  name,
  pricePaise,
  image: null,
  weight: '250g',
  sellerId,
  sellerName: sellerId === MADURAI_SELLER ? 'Amma Sweets' : 'Mysuru Mane',
  stockQuantity: 10,
  variantId: `${id}-250g`,
  variantLabel: '250g',
  mrpPaise: pricePaise * 2,
  isDefault: true,
});
const murukku = product('p-murukku', MADURAI_SELLER, 'Murukku', 60_000);
const mixture = product('p-mixture', MADURAI_SELLER, 'Mixture', 30_000);
const pak = product('p-pak', MYSURU_SELLER, 'Mysore Pak', 45_000);

const profile = (sellerId: string, originPincode: string, terms: Partial<ShippingProfile> = {}): ShippingProfile => ({
  ...DEFAULT_SHIPPING_PROFILE,
  sellerId,
  originPincode,
  originDistrict: null,
  originState: null,
  ...terms,
});

// Tue, 24 Nov 2026, 10:00 in India: before the 2 pm cut-off on a working day.
const rules: DeliveryRules = {
  now: new Date('2026-11-24T04:30:00Z'),
  transitDays: DEFAULT_TRANSIT_DAYS,
  holidays: NATIONAL_HOLIDAY_DATES,
};
const pin = (code: string): PincodeInfo => lookupPincode(code)!;

const plan = (
  destination: string,
  profiles: DeliveryRequest['profiles'],
  lines = [{ productId: murukku.id, quantity: 1 }],
) => planDelivery({ destination: pin(destination), lines, products: [murukku, mixture, pak], profiles, rules });

describe('planDelivery', () => {
  it('gives one part per seller, with its products and its share of the cart in rupees', () => {
    const parts = plan(
      '600001',
      [profile(MADURAI_SELLER, '625001'), profile(MYSURU_SELLER, '570001')],
      [
        { productId: murukku.id, quantity: 2 },
        { productId: pak.id, quantity: 1 },
        { productId: mixture.id, quantity: 1 },
      ],
    ).map((p) => p.part);
    expect(parts.map((p) => [p.sellerId, p.productIds, p.subtotal])).toEqual([
      [MADURAI_SELLER, ['p-murukku', 'p-mixture'], 1500],
      [MYSURU_SELLER, ['p-pak'], 450],
    ]);
  });

  it('estimates Madurai to Chennai as zone B, dispatched tomorrow and delivered in two to three working days', () => {
    const [{ part }] = plan('600001', [profile(MADURAI_SELLER, '625001')]);
    expect(part.deliverable).toBe(true);
    expect(part.message).toBeNull();
    expect(part.estimate).toEqual({
      zone: 'B',
      dispatchBy: '2026-11-25',
      earliest: '2026-11-27',
      latest: '2026-11-28',
      minDays: 3,
      maxDays: 4,
      label: 'Delivery by Sat, 28 Nov',
      labelTo: 'Delivery by Sat, 28 Nov to Chennai 600001',
    });
  });

  it('uses the configured transit days of the zone', () => {
    const slow = { ...rules, transitDays: { ...DEFAULT_TRANSIT_DAYS, B: { min: 5, max: 5 } } };
    const [{ part }] = planDelivery({
      destination: pin('600001'),
      lines: [{ productId: murukku.id, quantity: 1 }],
      products: [murukku],
      profiles: [profile(MADURAI_SELLER, '625001')],
      rules: slow,
    });
    // Dispatched Wed 25 Nov; five working days skip Sunday 29 Nov.
    expect(part.estimate).toMatchObject({ earliest: '2026-12-01', latest: '2026-12-01' });
  });

  it('says GST is charged on the part of a seller with a valid GSTIN only (a bill of supply otherwise)', () => {
    const registered = { ...profile(MADURAI_SELLER, '625001'), gstin: '33AAACH7409R1Z8' };
    const [{ part: taxed }] = plan('600001', [registered]);
    const [{ part: unregistered }] = plan('600001', [profile(MADURAI_SELLER, '625001')]);
    const [{ part: malformed }] = plan('600001', [{ ...registered, gstin: '33AAACH7409R1Z9' }]);
    expect([taxed.gst, unregistered.gst, malformed.gst]).toEqual([true, false, false]);
  });

  it('refuses a destination outside the state of a seller that ships only within it', () => {
    const [{ part, originState }] = plan('560001', [profile(MADURAI_SELLER, '625001', { shipsTo: 'state' })]);
    expect(part).toMatchObject({
      deliverable: false,
      message: 'This seller does not deliver to 560001 yet',
      estimate: null,
    });
    expect(originState).toBe('Tamil Nadu');
  });

  it('delivers within the state of a seller that ships only within it', () => {
    const [{ part }] = plan('600001', [profile(MADURAI_SELLER, '625001', { shipsTo: 'state' })]);
    expect(part.deliverable).toBe(true);
    expect(part.estimate?.zone).toBe('B');
  });

  it('treats a seller without a profile as delivering, at the default cash terms, without a date', () => {
    const [{ part }] = plan('781001', []);
    expect(part).toMatchObject({
      deliverable: true,
      estimate: null,
      cod: { available: true, limit: null, label: 'Cash on Delivery available' },
    });
  });

  it('gives no date when the seller ships from a pincode the directory does not know', () => {
    const [{ part }] = plan('600001', [profile(MADURAI_SELLER, '999999', { shipsTo: 'state' })]);
    expect(part.deliverable).toBe(true);
    expect(part.estimate).toBeNull();
  });

  it('offers cash on delivery up to the seller limit, and not above it', () => {
    const limited = [profile(MADURAI_SELLER, '625001', { codLimit: 2000 })];
    const within = plan('600001', limited, [{ productId: murukku.id, quantity: 3 }])[0].part;
    expect(within.cod).toEqual({
      available: true,
      limit: 2000,
      label: 'Cash on Delivery available up to ₹2,000.00',
    });
    const above = plan('600001', limited, [{ productId: murukku.id, quantity: 4 }])[0].part;
    expect(above.cod).toMatchObject({ available: false, limit: 2000 });
  });

  it('says cash on delivery is not available when the seller does not offer it', () => {
    const [{ part }] = plan('600001', [profile(MADURAI_SELLER, '625001', { codEnabled: false, codLimit: 500 })]);
    expect(part.cod).toEqual({ available: false, limit: null, label: 'Cash on Delivery not available' });
  });
});

describe('checkoutRefusal', () => {
  it('names the first product a seller cannot deliver, and the state it ships within', () => {
    const planned = plan('560001', [profile(MADURAI_SELLER, '625001', { shipsTo: 'state' })]);
    expect(checkoutRefusal(planned, '560001', 'upi')).toEqual({
      code: 'ORDER.NOT_DELIVERABLE',
      message: 'Murukku cannot be delivered to 560001: its seller ships only within Tamil Nadu',
    });
  });

  it('refuses cash on delivery for a seller that does not offer it', () => {
    const planned = plan('600001', [profile(MADURAI_SELLER, '625001', { codEnabled: false, codLimit: null })]);
    expect(checkoutRefusal(planned, '600001', 'cod')).toEqual({
      code: 'ORDER.COD_UNAVAILABLE',
      message: 'Cash on Delivery is not available for Murukku',
    });
    expect(checkoutRefusal(planned, '600001', 'card')).toBeUndefined();
  });

  it('refuses cash on delivery above the seller limit, naming the limit', () => {
    const planned = plan(
      '600001',
      [profile(MADURAI_SELLER, '625001', { codLimit: 2000 })],
      [{ productId: murukku.id, quantity: 4 }],
    );
    expect(checkoutRefusal(planned, '600001', 'cod')?.message).toBe(
      'Cash on Delivery is not available for Murukku above ₹2,000.00',
    );
  });

  it('lets a deliverable cart through with cash on delivery', () => {
    const planned = plan('600001', [profile(MADURAI_SELLER, '625001'), profile(MYSURU_SELLER, '570001')]);
    expect(checkoutRefusal(planned, '600001', 'cod')).toBeUndefined();
  });
});

describe('latestDelivery', () => {
  it('is noon in India on the latest date any part may arrive', () => {
    const dates = { zone: 'B' as const, dispatchBy: '', earliest: '', minDays: 0, maxDays: 0, label: '' };
    expect(
      latestDelivery([{ ...dates, latest: '2026-11-28' }, null, { ...dates, latest: '2026-12-02' }])?.toISOString(),
    ).toBe('2026-12-02T06:30:00.000Z');
  });

  it('is undefined when no part has an estimate', () => {
    expect(latestDelivery([null, null])).toBeUndefined();
  });
});

describe('shippingRule', () => {
  it('states the free shipping threshold', () => {
    expect(shippingRule()).toBe('Free shipping on orders above ₹500');
  });
});

import type { StoredOrder } from '../db/orders.repository';
import type { FulfilmentRow, OrderRow } from '../db/schema';
import { toOrder, toSellerOrder } from './order-view';

const placedAt = new Date('2026-11-28T05:00:00Z');
const order = {
  id: 'o1',
  orderNumber: 'TH-20261128-7QK2M',
  customerId: 'c1',
  customerFirstName: 'Meena',
  customerLastName: 'Iyer',
  customerEmail: 'meena@example.in',
  items: [],
  shippingAddress: { firstName: 'Meena', lastName: 'Iyer', street: '1', city: 'Bengaluru', state: 'Karnataka' },
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  utr: null,
  utrSubmittedAt: null,
  paidAt: null,
  paidBy: null,
  payBy: null,
  notes: null,
  subtotalPaise: 0,
  shippingPaise: 0,
  taxPaise: 0,
  totalPaise: 0,
  status: 'confirmed',
  history: [],
  // Noon in India on Mon 7 Dec; 20:00 UTC the day before would be the 7th in India too.
  estimatedDelivery: new Date('2026-12-07T06:30:00Z'),
  createdAt: placedAt,
  updatedAt: placedAt,
} as unknown as OrderRow;
const part: FulfilmentRow = {
  orderId: 'o1',
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  status: 'confirmed',
  sellerSubtotalPaise: 0,
  trackingNumber: null,
  note: null,
  history: [],
  // Stored under the older wording of a long route.
  delivery: {
    zone: 'D',
    dispatchBy: '2026-11-30',
    earliest: '2026-12-04',
    latest: '2026-12-07',
    minDays: 6,
    maxDays: 9,
    label: 'Delivery in 6–9 days',
  },
  updatedAt: placedAt,
};
const stored: StoredOrder = { order, parts: [part] };

describe('order views: delivery wording', () => {
  it("words a part's stored estimate again by its latest date, for the shopper and the seller", () => {
    expect(toOrder(stored).fulfilments[0].delivery?.label).toBe('Delivery by Mon, 7 Dec');
    expect(toSellerOrder(stored, 's1')?.delivery?.label).toBe('Delivery by Mon, 7 Dec');
  });

  it("words the order's promised date the same way, by its date in India", () => {
    expect(toOrder(stored).deliveryLabel).toBe('Delivery by Mon, 7 Dec');
    const lateEvening = { ...order, estimatedDelivery: new Date('2026-12-06T20:00:00Z') };
    expect(toOrder({ order: lateEvening, parts: [] }).deliveryLabel).toBe('Delivery by Mon, 7 Dec');
  });

  it('shows no estimate for a part placed before estimates', () => {
    expect(toOrder({ order, parts: [{ ...part, delivery: null }] }).fulfilments[0].delivery).toBeNull();
  });
});

describe('order views: packs', () => {
  const line = {
    product: 'p1',
    productId: 'p1',
    productName: 'Mysore Pak',
    productImage: null,
    weight: '250g',
    quantity: 2,
    price: 120,
    sellerId: 's1',
    sellerName: 'Amma Sweets',
  };

  it('answers the pack of each line', () => {
    const items = [{ ...line, variantId: 'v1', variantLabel: '500 g', weight: '500 g' }];
    expect(toOrder({ order: { ...order, items }, parts: [part] }).items[0]).toMatchObject({
      variantId: 'v1',
      variantLabel: '500 g',
    });
  });

  it('answers a line placed before packs with no pack id and its weight as the label, to its seller too', () => {
    const old = { order: { ...order, items: [line] }, parts: [part] };
    expect(toOrder(old).items[0]).toMatchObject({ variantId: null, variantLabel: '250g', weight: '250g' });
    expect(toSellerOrder(old, 's1')?.items[0]).toMatchObject({ variantId: null, variantLabel: '250g' });
  });
});

describe('order views: shelf life', () => {
  const line = {
    product: 'p1',
    productId: 'p1',
    productName: 'Kaju Katli',
    productImage: null,
    weight: '500 g',
    quantity: 1,
    price: 450,
    sellerId: 's1',
    sellerName: 'Amma Sweets',
  };

  it('answers the shelf life, packed-on date and best before of a shipped line, to the shopper and its seller', () => {
    const items = [{ ...line, shelfLifeDays: 20, packedOn: '2026-12-25', bestBefore: '2027-01-14' }];
    const shipped = { order: { ...order, items }, parts: [part] };
    const dates = { shelfLifeDays: 20, packedOn: '2026-12-25', bestBefore: '2027-01-14' };
    expect(toOrder(shipped).items[0]).toMatchObject(dates);
    expect(toSellerOrder(shipped, 's1')?.items[0]).toMatchObject(dates);
  });

  it('answers null for each on a line placed before shelf lives were kept', () => {
    const old = { order: { ...order, items: [line] }, parts: [part] };
    expect(toOrder(old).items[0]).toMatchObject({ shelfLifeDays: null, packedOn: null, bestBefore: null });
  });
});

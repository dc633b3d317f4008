import type { DeliveryDates, Fulfilment, OrderStatus } from '@thindi/contracts';
import { reportableKinds } from './issue-model';

const estimate = (latest: string): DeliveryDates => ({
  zone: 'B',
  dispatchBy: '2026-11-21',
  earliest: '2026-11-24',
  latest,
  minDays: 3,
  maxDays: 5,
  label: 'Delivery by Thu, 26 Nov',
});

const part = (status: OrderStatus, overrides: Partial<Fulfilment> = {}): Fulfilment => ({
  sellerId: 's1',
  sellerName: 'Amma Sweets',
  status,
  sellerSubtotal: 300,
  trackingNumber: null,
  note: null,
  history: [],
  delivery: estimate('2026-11-26'),
  ...overrides,
});

const deliveredOn = (timestamp: string) =>
  part('delivered', { history: [{ status: 'delivered', note: 'Delivered', timestamp }] });

describe('when a problem may be reported on a part', () => {
  it('offers the six kinds of a delivered part up to seven days after its delivery, and none after', () => {
    const part = deliveredOn('2026-11-26T10:00:00.000Z');
    expect(reportableKinds(part, 7, new Date('2026-12-03T10:00:00.000Z'))).toEqual([
      'damaged',
      'wrong-item',
      'missing-item',
      'expired',
      'quality',
      'other',
    ]);
    expect(reportableKinds(part, 7, new Date('2026-12-03T10:00:01.000Z'))).toEqual([]);
  });

  it('offers nothing on a delivered part whose history has no delivery to count from', () => {
    expect(reportableKinds(part('delivered'), 7, new Date('2026-11-27T10:00:00.000Z'))).toEqual([]);
  });

  it("offers 'not delivered' on a shipped part only once its latest date has passed in India", () => {
    const shipped = part('shipped');
    // 26 Nov 23:59 in India is still the latest day; 27 Nov 00:00 in India (26 Nov 18:30 UTC) is past it.
    expect(reportableKinds(shipped, 7, new Date('2026-11-26T18:29:00.000Z'))).toEqual([]);
    expect(reportableKinds(shipped, 7, new Date('2026-11-26T18:30:00.000Z'))).toEqual(['not-delivered']);
  });

  it('offers nothing on a shipped part without an estimate, or a part not yet shipped or cancelled', () => {
    const late = new Date('2026-12-20T10:00:00.000Z');
    expect(reportableKinds(part('shipped', { delivery: null }), 7, late)).toEqual([]);
    for (const status of ['pending', 'confirmed', 'processing', 'cancelled'] as const) {
      expect(reportableKinds(part(status), 7, late)).toEqual([]);
    }
  });
});

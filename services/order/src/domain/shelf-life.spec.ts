import { DEFAULT_SHIPPING_PROFILE, earliestPackedOn, freshEnoughAtDelivery } from '@thindi/contracts';
import { estimateDelivery, NATIONAL_HOLIDAY_DATES } from '@thindi/india';
import { DomainError } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { StoredOrderItem } from '../db/schema';
import { checkFreshAtDoor, latestDeliveryOn, packedOnDates, withPackedOn } from './shelf-life';

const holidays = NATIONAL_HOLIDAY_DATES;

/** Madurai to Mysuru, ordered on Friday 22 Jan 2027 at 10:00 in India, at the default terms (one dispatch day). */
const estimateFrom = (now: string, dispatchDays = DEFAULT_SHIPPING_PROFILE.dispatchDays) =>
  estimateDelivery({
    now: new Date(now),
    originPincode: '625001',
    destinationPincode: '570001',
    dispatchDays,
    cutoffMinutes: 14 * 60,
    holidays,
  })!;
const placed = estimateFrom('2027-01-22T10:00:00+05:30');
const promised = new Date(`${placed.latest}T12:00:00+05:30`);

describe('the latest delivery date a shipped part is checked against', () => {
  it('is the estimate made at placement, counted over Republic Day', () => {
    expect(placed).toMatchObject({ dispatchBy: '2027-01-23', latest: '2027-02-01' });
  });

  it("is the estimate's latest date when the part ships on or before its dispatch day", () => {
    expect(latestDeliveryOn(placed, promised, '2027-01-22', holidays)).toBe('2027-02-01');
    expect(latestDeliveryOn(placed, promised, '2027-01-23', holidays)).toBe('2027-02-01');
  });

  it('moves with a late shipment as a new estimate made that day would', () => {
    const fresh = estimateFrom('2027-01-25T10:00:00+05:30', 0);
    expect(latestDeliveryOn(placed, promised, '2027-01-25', holidays)).toBe(fresh.latest);
    expect(fresh.latest).toBe('2027-02-02');
    // Shipped on a Sunday, the parcel leaves on Monday.
    expect(latestDeliveryOn(placed, promised, '2027-01-24', holidays)).toBe('2027-02-02');
  });

  it("is the order's promised date for a part without an estimate, never before the day it ships", () => {
    expect(latestDeliveryOn(null, promised, '2027-01-23', holidays)).toBe('2027-02-01');
    expect(latestDeliveryOn(null, promised, '2027-02-03', holidays)).toBe('2027-02-03');
  });

  it('makes a 10-day sweet packed on the dispatch day too old because of the holiday on the way', () => {
    const latest = latestDeliveryOn(placed, promised, '2027-01-23', holidays);
    expect(freshEnoughAtDelivery('2027-01-23', 10, latest, 30)).toBe(false);
    expect(earliestPackedOn(10, latest, 30)).toBe('2027-01-25');
    // Without Republic Day the parcel would arrive by Saturday 30 Jan with 3 of its 10 days left.
    expect(freshEnoughAtDelivery('2027-01-23', 10, '2027-01-30', 30)).toBe(true);
  });
});

const line = (name: string, label: string, shelfLifeDays?: number): StoredOrderItem => ({
  product: randomUUID(),
  productId: randomUUID(),
  variantId: randomUUID(),
  variantLabel: label,
  productName: name,
  productImage: null,
  weight: label,
  quantity: 1,
  price: 250,
  sellerId: 'amma',
  sellerName: 'Amma Snacks',
  ...(shelfLifeDays ? { shelfLifeDays } : {}),
});

const refusal = (act: () => unknown): DomainError => {
  try {
    act();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('not refused');
};

describe('packed-on dates of a shipped part', () => {
  const katli = line('Kaju Katli', '500 g', 20);
  const katliSmall = { ...line('Kaju Katli', '250 g', 20), productId: katli.productId };
  const murukku = line('Murukku', '250 g');
  const mine = [katli, katliSmall, murukku];

  it('takes today in India for every line without a date', () => {
    expect(packedOnDates(mine, {}, '2026-12-02')).toEqual(['2026-12-02', '2026-12-02', '2026-12-02']);
  });

  it("gives a pack its own date before its product's, and the part's date to the lines not named", () => {
    const dates = packedOnDates(
      mine,
      {
        packedOn: '2026-11-30',
        lines: [
          { productId: katli.productId, packedOn: '2026-11-28' },
          { productId: katli.productId, variantId: katliSmall.variantId!, packedOn: '2026-11-29' },
        ],
      },
      '2026-12-02',
    );
    expect(dates).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
  });

  it('refuses a date after today, naming the line', () => {
    const error = refusal(() => packedOnDates(mine, { packedOn: '2026-12-03' }, '2026-12-02'));
    expect(error).toMatchObject({ kind: 'VALIDATION', code: 'ORDER.PACKED_ON_INVALID' });
    expect(error.message).toBe(
      'Kaju Katli (500 g) cannot be packed after today (2 Dec 2026 in India): 3 Dec 2026 was given',
    );
  });

  it('refuses a line naming a product or pack not in the part', () => {
    const stranger = randomUUID();
    expect(
      refusal(() => packedOnDates(mine, { lines: [{ productId: stranger, packedOn: '2026-12-01' }] }, '2026-12-02'))
        .message,
    ).toBe(`Product ${stranger} is not in your part of this order`);
    const otherPack = randomUUID();
    const named = { productId: katli.productId, variantId: otherPack, packedOn: '2026-12-01' };
    expect(refusal(() => packedOnDates(mine, { lines: [named] }, '2026-12-02'))).toMatchObject({
      kind: 'VALIDATION',
      message: `Pack ${otherPack} of product ${katli.productId} is not in your part of this order`,
    });
  });
});

describe('fresh at the door', () => {
  const katli = line('Kaju Katli', '500 g', 20);
  const murukku = line('Murukku', '250 g');

  it('refuses food that would arrive with less than 30% of its shelf life, naming it and the date needed', () => {
    const error = refusal(() =>
      checkFreshAtDoor([murukku, katli], ['2026-11-01', '2026-11-25'], '2026-12-12', '2026-12-02', 30),
    );
    expect(error).toMatchObject({ kind: 'CONFLICT', code: 'ORDER.NOT_FRESH_ENOUGH' });
    expect(error.message).toBe(
      'Kaju Katli (500 g) packed on 25 Nov 2026 would have 3 of its 20 days left by 12 Dec 2026: ship one packed on or after 28 Nov 2026',
    );
  });

  it('says when food would be past its best before, and when nothing packed by today could go', () => {
    expect(refusal(() => checkFreshAtDoor([katli], ['2026-11-01'], '2026-12-12', '2026-12-02', 30)).message).toBe(
      'Kaju Katli (500 g) packed on 1 Nov 2026 would be past its best before (21 Nov 2026) by 12 Dec 2026: ship one packed on or after 28 Nov 2026',
    );
    expect(refusal(() => checkFreshAtDoor([katli], ['2026-12-02'], '2026-12-20', '2026-12-02', 30)).message).toBe(
      'Kaju Katli (500 g) packed on 2 Dec 2026 would have 2 of its 20 days left by 20 Dec 2026: it needs 6 days left at delivery, which only food packed on or after 6 Dec 2026 would have',
    );
  });

  it('passes food with just enough left, and lines without a shelf life whatever their date', () => {
    expect(() =>
      checkFreshAtDoor([murukku, katli], ['2020-01-01', '2026-11-28'], '2026-12-12', '2026-12-02', 30),
    ).not.toThrow();
  });

  it('gives a best before only to a line with a shelf life', () => {
    expect(withPackedOn(katli, '2026-12-25')).toMatchObject({ packedOn: '2026-12-25', bestBefore: '2027-01-14' });
    expect(withPackedOn(murukku, '2026-12-25')).toMatchObject({ packedOn: '2026-12-25', bestBefore: null });
  });
});

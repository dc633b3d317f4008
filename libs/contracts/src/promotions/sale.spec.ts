import {
  nextSaleBoundary,
  saleBodySchema,
  saleCovers,
  saleDiscountPaise,
  saleFor,
  saleRunning,
  saleTimeLeft,
  type SaleTerms,
} from './sale';

const AMMA = 'seller-amma';
const MALABAR = 'seller-malabar';
const mysorePak = { id: 'p-mysore-pak', sellerId: AMMA, category: 'sweet' };
const murukku = { id: 'p-murukku', sellerId: AMMA, category: 'snack' };
const pepper = { id: 'p-pepper', sellerId: MALABAR, category: 'spice' };

// Diwali week in India's time: 1 Nov 2026 00:00 IST to 8 Nov 2026 00:00 IST.
const diwali = (overrides: Partial<SaleTerms> = {}): SaleTerms => ({
  id: 'sale-diwali',
  name: 'Diwali sale',
  funder: 'seller',
  sellerId: AMMA,
  percent: 10,
  startsAt: '2026-11-01T00:00:00+05:30',
  endsAt: '2026-11-08T00:00:00+05:30',
  productIds: [],
  categories: [],
  ...overrides,
});
const during = new Date('2026-11-03T12:00:00+05:30');

describe('sales', () => {
  it('runs from its start, included, to its end, excluded, unless ended', () => {
    expect(saleRunning(diwali(), new Date('2026-10-31T18:29:59.999Z'))).toBe(false);
    expect(saleRunning(diwali(), new Date('2026-10-31T18:30:00.000Z'))).toBe(true);
    expect(saleRunning(diwali(), new Date('2026-11-07T18:29:59.999Z'))).toBe(true);
    expect(saleRunning(diwali(), new Date('2026-11-07T18:30:00.000Z'))).toBe(false);
    expect(saleRunning(diwali({ ended: true }), during)).toBe(false);
  });

  it("covers a seller's own products only, and a platform sale's products and categories", () => {
    expect(saleCovers(diwali(), mysorePak)).toBe(true);
    expect(saleCovers(diwali(), pepper)).toBe(false);
    expect(saleCovers(diwali({ productIds: [murukku.id] }), mysorePak)).toBe(false);
    // A seller cannot put another's product on its sale, even by naming it.
    expect(saleCovers(diwali({ productIds: [pepper.id] }), pepper)).toBe(false);
    const platform = diwali({ funder: 'platform', sellerId: null, categories: ['sweet'], productIds: [pepper.id] });
    expect([mysorePak, murukku, pepper].map((p) => saleCovers(platform, p))).toEqual([true, false, true]);
  });

  it('prices a product by the best running sale on it, the platform first on a tie', () => {
    const sellers = diwali({ id: 'amma-15', percent: 15 });
    const platform = diwali({
      id: 'platform-15',
      funder: 'platform',
      sellerId: null,
      percent: 15,
      categories: ['sweet'],
    });
    const bigger = diwali({ id: 'amma-20', percent: 20, startsAt: '2026-11-05T00:00:00+05:30' });
    expect(saleFor([diwali(), sellers], mysorePak, during)?.id).toBe('amma-15');
    expect(saleFor([sellers, platform], mysorePak, during)?.id).toBe('platform-15');
    expect(saleFor([sellers, platform], murukku, during)?.id).toBe('amma-15');
    // Not started yet: it prices nothing.
    expect(saleFor([diwali(), bigger], mysorePak, during)?.id).toBe('sale-diwali');
    expect(saleFor([diwali()], pepper, during)).toBeUndefined();
  });

  it('takes its percent off the price with GST, rounded down to the paisa', () => {
    // ₹450 + 5% GST = ₹472.50: 10% off is ₹47.25; 15% of ₹99.99 is ₹14.9985, so ₹14.99.
    expect(saleDiscountPaise(47_250, 10)).toBe(4_725);
    expect(saleDiscountPaise(9_999, 15)).toBe(1_499);
    expect(saleDiscountPaise(0, 10)).toBe(0);
    expect(saleDiscountPaise(10_000, 0)).toBe(0);
  });

  it("names the catalogue's next price change: the nearest start or end ahead", () => {
    const pongal = diwali({ id: 'pongal', startsAt: '2027-01-13T00:00:00+05:30', endsAt: '2027-01-17T00:00:00+05:30' });
    expect(nextSaleBoundary([pongal, diwali()], new Date('2026-10-20T00:00:00Z'))?.toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
    expect(nextSaleBoundary([pongal, diwali()], during)?.toISOString()).toBe('2026-11-07T18:30:00.000Z');
    expect(nextSaleBoundary([pongal, diwali()], new Date('2026-11-09T00:00:00Z'))?.toISOString()).toBe(
      '2027-01-12T18:30:00.000Z',
    );
    expect(nextSaleBoundary([diwali({ ended: true })], new Date('2026-10-20T00:00:00Z'))).toBeUndefined();
  });

  it('says how long is left, to the minute', () => {
    const end = '2026-11-08T00:00:00+05:30';
    expect(saleTimeLeft(end, new Date('2026-11-05T20:00:00+05:30'))).toBe('Ends in 2 days 4 hours');
    expect(saleTimeLeft(end, new Date('2026-11-07T20:40:00+05:30'))).toBe('Ends in 3 hours 20 minutes');
    expect(saleTimeLeft(end, new Date('2026-11-07T23:00:00+05:30'))).toBe('Ends in 1 hour');
    expect(saleTimeLeft(end, new Date('2026-11-07T23:59:30+05:30'))).toBe('Ends in 1 minute');
    expect(saleTimeLeft(end, new Date('2026-11-06T00:00:00+05:30'))).toBe('Ends in 2 days');
  });

  it('refuses a sale body that names its problem', () => {
    const body = {
      name: 'Diwali sale',
      percent: 10,
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-08T00:00:00+05:30',
    };
    expect(saleBodySchema.safeParse(body).success).toBe(true);
    const message = (input: object) => saleBodySchema.safeParse({ ...body, ...input }).error?.issues[0]?.message;
    expect(message({ percent: 95 })).toBe('percent must be a whole number from 1 to 90');
    expect(message({ percent: 12.5 })).toBe('percent must be a whole number from 1 to 90');
    expect(message({ endsAt: '2026-10-31T00:00:00+05:30' })).toBe('endsAt must be after startsAt');
    expect(message({ startsAt: 'Diwali' })).toBe('startsAt must be a date and time, e.g. 2026-10-20T00:00:00+05:30');
    expect(message({ name: 'x' })).toBe('name must be at least 3 characters, e.g. Diwali sale');
    expect(message({ categories: ['toys'] })).toMatch(/^categories must be among /);
  });
});

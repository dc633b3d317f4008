import { describeDelivery, describeDeliveryAt, estimateDelivery, formatDeliveryDate } from './delivery';
import { parseTransitDays } from './zones';

/** An instant given as India's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

const route = { originPincode: '625001', destinationPincode: '600001', dispatchDays: 0, cutoffMinutes: 840 };

describe('estimateDelivery', () => {
  it('dispatches today when ordered before the cut-off on a working day', () => {
    const estimate = estimateDelivery({ ...route, now: ist('2026-11-24T13:59') });
    expect(estimate).toMatchObject({
      zone: 'B',
      dispatchBy: '2026-11-24',
      earliest: '2026-11-26',
      latest: '2026-11-27',
    });
  });

  it('dispatches the next working day when ordered after the cut-off', () => {
    const estimate = estimateDelivery({ ...route, now: ist('2026-11-24T14:00') });
    expect(estimate?.dispatchBy).toBe('2026-11-25');
  });

  it('dispatches on Monday when ordered on a Saturday evening after the cut-off', () => {
    const estimate = estimateDelivery({ ...route, now: ist('2026-11-28T18:00') });
    expect(estimate?.dispatchBy).toBe('2026-11-30');
  });

  it('dispatches on Monday when ordered on a Sunday morning', () => {
    expect(estimateDelivery({ ...route, now: ist('2026-11-29T09:00') })?.dispatchBy).toBe('2026-11-30');
  });

  it("reads the cut-off in India's time, not the server's", () => {
    // 01:30 on the 25th in India is still the 24th in UTC.
    expect(estimateDelivery({ ...route, now: new Date('2026-11-24T20:00:00Z') })?.dispatchBy).toBe('2026-11-25');
  });

  it('adds the dispatch days in working days', () => {
    const estimate = estimateDelivery({ ...route, dispatchDays: 2, now: ist('2026-11-27T10:00') });
    expect(estimate?.dispatchBy).toBe('2026-11-30'); // from Friday: Saturday, then Monday after the Sunday
  });

  it('skips a Sunday in transit (Madurai to Chennai)', () => {
    const estimate = estimateDelivery({ ...route, now: ist('2026-11-27T10:00') });
    expect(estimate).toMatchObject({ dispatchBy: '2026-11-27', earliest: '2026-11-30', latest: '2026-12-01' });
    expect(estimate).toMatchObject({ minDays: 3, maxDays: 4, label: 'Delivery by Tue, 1 Dec' });
  });

  it('skips Republic Day in transit', () => {
    const estimate = estimateDelivery({
      ...route,
      destinationPincode: '625020',
      now: ist('2026-01-23T10:00'),
    });
    expect(estimate).toMatchObject({ zone: 'A', earliest: '2026-01-24', latest: '2026-01-27' });
  });

  it('uses the holidays and transit days it is given', () => {
    const estimate = estimateDelivery({
      ...route,
      now: ist('2026-11-24T10:00'),
      holidays: new Set(['2026-11-25']),
      transitDays: parseTransitDays('B:1-1'),
    });
    expect(estimate).toMatchObject({ earliest: '2026-11-26', latest: '2026-11-26' });
  });

  it('gives a range of days for a long route (Madurai to Guwahati, Mysuru to Leh)', () => {
    const now = ist('2026-11-24T10:00');
    const guwahati = estimateDelivery({ ...route, destinationPincode: '781001', dispatchDays: 1, now });
    expect(guwahati).toMatchObject({
      zone: 'E',
      dispatchBy: '2026-11-25',
      earliest: '2026-12-02',
      latest: '2026-12-05',
    });
    expect(guwahati).toMatchObject({ minDays: 8, maxDays: 11, label: 'Delivery by Sat, 5 Dec' });
    const leh = estimateDelivery({
      ...route,
      originPincode: '570001',
      destinationPincode: '194101',
      dispatchDays: 1,
      now,
    });
    expect(leh?.zone).toBe('E');
  });

  it('knows no estimate for an unknown pincode', () => {
    const now = ist('2026-11-24T10:00');
    expect(estimateDelivery({ ...route, destinationPincode: '999999', now })).toBeNull();
    expect(estimateDelivery({ ...route, originPincode: 'abc', now })).toBeNull();
  });

  it('refuses a cut-off outside the day', () => {
    expect(() => estimateDelivery({ ...route, cutoffMinutes: 1500, now: ist('2026-11-24T10:00') })).toThrow(
      'The cut-off must be whole minutes from 0 to 1440 after midnight, got 1500',
    );
  });
});

describe('delivery labels', () => {
  it('formats a date as weekday, day and month', () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(formatDeliveryDate('2027-01-01')).toBe('Fri, 1 Jan');
  });

  it('names the latest date of the range, however far it is', () => {
    const near = { earliest: '2026-11-26', latest: '2026-11-28', minDays: 2, maxDays: 4 };
    const far = { earliest: '2026-12-01', latest: '2026-12-07', minDays: 6, maxDays: 9 };
    expect(describeDelivery(near)).toBe('Delivery by Sat, 28 Nov');
    expect(describeDelivery(far)).toBe('Delivery by Mon, 7 Dec');
  });

  it('names the destination when it is given', () => {
    const to = { place: 'Bengaluru', pincode: '560001' };
    expect(describeDelivery({ latest: '2026-12-07' }, to)).toBe('Delivery by Mon, 7 Dec to Bengaluru 560001');
    expect(describeDelivery({ latest: '2026-12-07' }, { place: ' ', pincode: '560001' })).toBe(
      'Delivery by Mon, 7 Dec to 560001',
    );
  });

  it("describes a promised instant by its date in India, not the server's", () => {
    // 20:00 UTC on the 6th is 01:30 on the 7th in India.
    expect(describeDeliveryAt(new Date('2026-12-06T20:00:00Z'))).toBe('Delivery by Mon, 7 Dec');
    expect(describeDeliveryAt(new Date('2026-12-07T06:30:00Z'))).toBe('Delivery by Mon, 7 Dec');
  });

  it('labels an estimate with and without its destination from the same date', () => {
    const estimate = estimateDelivery({ ...route, destinationPincode: '560001', now: ist('2026-11-24T10:00') });
    if (!estimate) throw new Error('Bengaluru has an estimate');
    expect(estimate.label).toBe(`Delivery by ${formatDeliveryDate(estimate.latest)}`);
    expect(estimate.labelTo).toBe(`${estimate.label} to Bengaluru 560001`);
  });
});

describe('formatDeliveryDate', () => {
  it("writes every weekday and month as Intl's en-IN does", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 17, 25]) {
        const date = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(formatDeliveryDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
      }
    }
  });

  it('refuses a malformed date', () => {
    expect(() => formatDeliveryDate('26 Nov')).toThrow(RangeError);
  });
});

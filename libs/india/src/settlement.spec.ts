import { pick, randomInt, seededRandom } from '../test/seeded-random';
import { settle, SETTLEMENT_RATES, type SettleInput } from './settlement';

const part = (overrides: Partial<SettleInput> = {}): SettleInput => ({
  grossPaise: 105_000,
  taxablePaise: 100_000,
  taxPaise: 5_000,
  category: 'savory',
  intraState: true,
  sellerHasPan: true,
  date: '2025-11-01',
  ...overrides,
});

describe('settle', () => {
  it('keeps 5% commission, 18% GST on it, 0.5% TCS and 0.1% TDS from a ₹1,050 part', () => {
    expect(settle(part())).toEqual({
      commissionPaise: 5_000, // 5% of ₹1,000 taxable
      gstOnCommissionPaise: 900, // 18% of ₹50
      tcsPaise: 500, // 0.5% of ₹1,000
      tcs: { cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
      tdsPaise: 105, // 0.1% of ₹1,050 gross
      netPayablePaise: 105_000 - 5_000 - 900 - 500 - 105,
      appliedBps: { commission: 500, gstOnCommission: 1_800, tcs: 50, tds: 10 },
    });
  });

  it('collects TCS as IGST when the seller ships to another state', () => {
    expect(settle(part({ intraState: false })).tcs).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
  });

  it('gives an odd paisa of TCS to CGST', () => {
    // 0.5% of ₹11.00 is 5.5 paise → 6, halved 3 + 3; of ₹14.00, 7 paise, halved 4 + 3.
    const settled = settle(part({ grossPaise: 1_155, taxablePaise: 1_100, taxPaise: 55 }));
    expect(settled.tcsPaise).toBe(6);
    expect(settled.tcs).toEqual({ cgstPaise: 3, sgstPaise: 3, igstPaise: 0 });
    const odd = settle(part({ grossPaise: 1_470, taxablePaise: 1_400, taxPaise: 70 }));
    expect(odd.tcs).toEqual({ cgstPaise: 4, sgstPaise: 3, igstPaise: 0 });
  });

  it('deducts 5% TDS from a seller without a PAN', () => {
    const settled = settle(part({ sellerHasPan: false }));
    expect(settled.tdsPaise).toBe(5_250);
    expect(settled.appliedBps.tds).toBe(500);
  });

  it("takes the admin's commission for the part's category, and the default for the others", () => {
    const overrides = { sweet: 800 };
    expect(settle(part({ category: 'sweet', commissionOverrides: overrides })).commissionPaise).toBe(8_000);
    expect(settle(part({ category: 'savory', commissionOverrides: overrides })).commissionPaise).toBe(5_000);
    expect(settle(part({ category: 'constructor', commissionOverrides: overrides })).commissionPaise).toBe(5_000);
    expect(() => settle(part({ category: 'sweet', commissionOverrides: { sweet: 12_000 } }))).toThrow(
      'commissionOverrides.sweet must be whole basis points from 0 to 10000, got 12000',
    );
  });

  it('applies the rates in force on the date', () => {
    const commissionOverrides = { savory: 500 };
    const on = (date: string) => settle(part({ date, commissionOverrides })).appliedBps;
    expect(on('2024-07-09')).toMatchObject({ tcs: 100, tds: 100 });
    expect(on('2024-07-10')).toMatchObject({ tcs: 50, tds: 100 });
    expect(on('2024-09-30')).toMatchObject({ tcs: 50, tds: 100 });
    expect(on('2024-10-01')).toMatchObject({ tcs: 50, tds: 10 });
    expect(() => settle(part({ date: '2025-03-31' }))).toThrow('No commission rate in force on 2025-03-31');
  });

  it('accepts a rate table from configuration', () => {
    const rates = { ...SETTLEMENT_RATES, commissionBps: [{ validFrom: '2025-01-01', rateBps: 250 }] };
    expect(settle(part({ rates })).commissionPaise).toBe(2_500);
  });

  it('refuses a gross that is not the taxable value plus its tax, and fractions of a paisa', () => {
    expect(() => settle(part({ grossPaise: 100_000 }))).toThrow(
      'grossPaise must be taxablePaise + taxPaise (105000), got 100000',
    );
    expect(() => settle(part({ taxPaise: 0.5 }))).toThrow('taxPaise must be whole paise');
    expect(() => settle(part({ date: '1 Nov 2025' }))).toThrow('Not a calendar date');
  });

  it('adds up over random parts: net plus every deduction is the gross, each deduction within its rate', () => {
    const random = seededRandom(1940);
    const broken: string[] = [];
    for (let run = 0; run < 5_000; run += 1) {
      const taxablePaise = randomInt(random, 0, 50_000_000);
      const taxPaise = Math.floor((taxablePaise * pick(random, [0, 500, 1_800])) / 10_000);
      const input = part({
        grossPaise: taxablePaise + taxPaise,
        taxablePaise,
        taxPaise,
        intraState: random() < 0.5,
        sellerHasPan: random() < 0.8,
        category: pick(random, ['sweet', 'savory', 'spicy', 'traditional']),
        commissionOverrides: { spicy: randomInt(random, 0, 2_000) },
        date: pick(random, ['2025-04-01', '2025-09-22', '2026-04-01']),
      });
      const s = settle(input);
      const deductions = s.commissionPaise + s.gstOnCommissionPaise + s.tcsPaise + s.tdsPaise;
      const near = (amount: number, base: number, bps: number) => Math.abs(amount * 10_000 - base * bps) <= 5_000;
      const ok =
        s.netPayablePaise + deductions === input.grossPaise &&
        s.tcs.cgstPaise + s.tcs.sgstPaise + s.tcs.igstPaise === s.tcsPaise &&
        near(s.commissionPaise, taxablePaise, s.appliedBps.commission) &&
        near(s.gstOnCommissionPaise, s.commissionPaise, s.appliedBps.gstOnCommission) &&
        near(s.tcsPaise, taxablePaise, s.appliedBps.tcs) &&
        near(s.tdsPaise, input.grossPaise, s.appliedBps.tds) &&
        [s.commissionPaise, s.gstOnCommissionPaise, s.tcsPaise, s.tdsPaise].every(Number.isSafeInteger);
      if (!ok) broken.push(JSON.stringify(input));
    }
    expect(broken).toEqual([]);
  });
});

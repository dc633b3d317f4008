import { pick, randomInt, seededRandom } from '../test/seeded-random';
import { lineTaxPaise, splitTax } from './tax-split';

const KARNATAKA = '29';
const TAMIL_NADU = '33';

describe('lineTaxPaise', () => {
  it('rounds the taxable value times the rate half up to the paisa', () => {
    expect(lineTaxPaise(1_010, 500)).toBe(51); // 50.5 paise
    expect(lineTaxPaise(1_009, 500)).toBe(50); // 50.45 paise
    expect(lineTaxPaise(12_345_600, 500)).toBe(617_280);
    expect(lineTaxPaise(9_999, 0)).toBe(0);
  });
});

describe('splitTax', () => {
  it('charges CGST and SGST at half the rate each within a state', () => {
    const split = splitTax({
      lines: [{ taxablePaise: 20_000, rateBps: 500 }],
      supplierStateCode: KARNATAKA,
      placeOfSupplyStateCode: KARNATAKA,
      supplierHasGstin: true,
    });
    expect(split).toMatchObject({ kind: 'tax-invoice', supply: 'intra-state', canSupply: true });
    expect(split.lines[0]).toEqual({
      taxablePaise: 20_000,
      rateBps: 500,
      cgstPaise: 500,
      sgstPaise: 500,
      igstPaise: 0,
      taxPaise: 1_000,
    });
  });

  it('gives the odd paisa of a line to CGST, so the halves add up to the rounded line tax', () => {
    const split = splitTax({
      lines: [{ taxablePaise: 1_010, rateBps: 500 }],
      supplierStateCode: KARNATAKA,
      placeOfSupplyStateCode: KARNATAKA,
      supplierHasGstin: true,
    });
    expect(split.lines[0]).toMatchObject({ cgstPaise: 26, sgstPaise: 25, igstPaise: 0, taxPaise: 51 });
  });

  it('charges IGST at the full rate to another state', () => {
    const split = splitTax({
      lines: [
        { taxablePaise: 1_010, rateBps: 500 },
        { taxablePaise: 35_000, rateBps: 500 },
      ],
      supplierStateCode: KARNATAKA,
      placeOfSupplyStateCode: TAMIL_NADU,
      supplierHasGstin: true,
    });
    expect(split).toMatchObject({ kind: 'tax-invoice', supply: 'inter-state', canSupply: true });
    expect(split.lines.map((l) => [l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [0, 0, 51],
      [0, 0, 1_750],
    ]);
    expect(split.totals).toEqual({
      taxablePaise: 36_010,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_801,
      taxPaise: 1_801,
    });
  });

  it('charges nothing on a nil-rated line beside a taxed one', () => {
    const split = splitTax({
      lines: [
        { taxablePaise: 8_000, rateBps: 0 },
        { taxablePaise: 10_000, rateBps: 500 },
      ],
      supplierStateCode: TAMIL_NADU,
      placeOfSupplyStateCode: TAMIL_NADU,
      supplierHasGstin: true,
    });
    expect(split.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 });
    expect(split.totals).toEqual({ taxablePaise: 18_000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0, taxPaise: 500 });
  });

  it('makes a bill of supply without GST for a seller without a GSTIN, within its state only', () => {
    const lines = [{ taxablePaise: 10_000, rateBps: 500 }];
    const home = splitTax({
      lines,
      supplierStateCode: KARNATAKA,
      placeOfSupplyStateCode: KARNATAKA,
      supplierHasGstin: false,
    });
    expect(home).toMatchObject({ kind: 'bill-of-supply', supply: 'intra-state', canSupply: true });
    expect(home.lines[0]).toEqual({
      taxablePaise: 10_000,
      rateBps: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      taxPaise: 0,
    });
    const away = splitTax({
      lines,
      supplierStateCode: KARNATAKA,
      placeOfSupplyStateCode: TAMIL_NADU,
      supplierHasGstin: false,
    });
    expect(away).toMatchObject({ kind: 'bill-of-supply', supply: 'inter-state', canSupply: false });
    expect(away.totals.taxPaise).toBe(0);
  });

  it('refuses an unknown state code, a fraction of a paisa and a rate out of range, naming the field', () => {
    const base = { supplierStateCode: KARNATAKA, placeOfSupplyStateCode: KARNATAKA, supplierHasGstin: true };
    expect(() => splitTax({ ...base, placeOfSupplyStateCode: '25', lines: [] })).toThrow(
      'placeOfSupplyStateCode must be a GST state code (01–38), got "25"',
    );
    expect(() => splitTax({ ...base, lines: [{ taxablePaise: 10.5, rateBps: 500 }] })).toThrow(
      'lines[0].taxablePaise must be whole paise ≥ 0, got 10.5',
    );
    expect(() => splitTax({ ...base, lines: [{ taxablePaise: 100, rateBps: -500 }] })).toThrow('lines[0].rateBps');
  });

  describe('with every rate at 5%', () => {
    it('equals 5% of the subtotal to the paisa when line values are whole rupees (or multiples of 20 paise)', () => {
      const random = seededRandom(20250922);
      for (let run = 0; run < 2_000; run += 1) {
        const lines = Array.from({ length: randomInt(random, 1, 8) }, () => ({
          taxablePaise: randomInt(random, 1, 50_000) * 20 * randomInt(random, 1, 5),
          rateBps: 500,
        }));
        const split = splitTax({
          lines,
          supplierStateCode: KARNATAKA,
          placeOfSupplyStateCode: TAMIL_NADU,
          supplierHasGstin: true,
        });
        expect(split.totals.taxPaise).toBe(lineTaxPaise(split.totals.taxablePaise, 500));
      }
    });

    it('may differ from rounding once on the subtotal by up to half a paisa per line for other paise', () => {
      // ₹10.10 twice: 50.5 paise per line rounds to 51 each (₹1.02); 5% of ₹20.20 rounded once is ₹1.01.
      const lines = [
        { taxablePaise: 1_010, rateBps: 500 },
        { taxablePaise: 1_010, rateBps: 500 },
      ];
      const split = splitTax({
        lines,
        supplierStateCode: KARNATAKA,
        placeOfSupplyStateCode: KARNATAKA,
        supplierHasGstin: true,
      });
      expect(split.totals.taxPaise).toBe(102);
      expect(lineTaxPaise(2_020, 500)).toBe(101);

      const random = seededRandom(7);
      for (let run = 0; run < 2_000; run += 1) {
        const many = Array.from({ length: randomInt(random, 1, 8) }, () => ({
          taxablePaise: randomInt(random, 1, 1_000_000),
          rateBps: 500,
        }));
        const totals = splitTax({
          lines: many,
          supplierStateCode: KARNATAKA,
          placeOfSupplyStateCode: TAMIL_NADU,
          supplierHasGstin: true,
        }).totals;
        expect(Math.abs(totals.taxPaise - lineTaxPaise(totals.taxablePaise, 500))).toBeLessThanOrEqual(many.length / 2);
      }
    });
  });

  it('keeps every split whole over random lines: parts add up to the line tax, halves to the total', () => {
    const random = seededRandom(46);
    const codes = [KARNATAKA, TAMIL_NADU, '32', '36', '37'];
    const broken: string[] = [];
    for (let run = 0; run < 3_000; run += 1) {
      const lines = Array.from({ length: randomInt(random, 0, 10) }, () => ({
        taxablePaise: randomInt(random, 0, 10_000_000),
        rateBps: pick(random, [0, 25, 300, 500, 1_200, 1_800, 4_000]),
      }));
      const input = {
        lines,
        supplierStateCode: pick(random, codes),
        placeOfSupplyStateCode: pick(random, codes),
        supplierHasGstin: true,
      };
      const split = splitTax(input);
      const intra = split.supply === 'intra-state';
      const lineOk = split.lines.every(
        (line, i) =>
          line.cgstPaise + line.sgstPaise + line.igstPaise === line.taxPaise &&
          line.taxPaise === lineTaxPaise(lines[i].taxablePaise, lines[i].rateBps) &&
          (intra
            ? line.igstPaise === 0 && line.cgstPaise - line.sgstPaise === line.taxPaise % 2
            : line.cgstPaise + line.sgstPaise === 0),
      );
      const { totals } = split;
      const totalsOk =
        totals.cgstPaise + totals.sgstPaise + totals.igstPaise === totals.taxPaise &&
        totals.taxPaise === split.lines.reduce((sum, line) => sum + line.taxPaise, 0) &&
        totals.taxablePaise === lines.reduce((sum, line) => sum + line.taxablePaise, 0);
      if (!lineOk || !totalsOk) broken.push(JSON.stringify(input));
    }
    expect(broken).toEqual([]);
  });
});

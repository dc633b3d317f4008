import { assertBps, assertPaise, bpsOf, splitHalves } from './money';
import { INDIAN_STATES } from './states';

export interface TaxLineInput {
  /** The line's value before tax, in paise. */
  taxablePaise: number;
  /** The line's GST rate in basis points (500 = 5%, 0 = nil-rated). */
  rateBps: number;
}

export interface TaxLine extends TaxLineInput {
  /** The rate charged: the line's rate on a tax invoice, 0 on a bill of supply. */
  rateBps: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst: the line's taxable value times its rate, rounded half up once. */
  taxPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export interface TaxSplitInput {
  lines: readonly TaxLineInput[];
  /** GST state code of the seller (its GSTIN's first two digits, or its address's state without one). */
  supplierStateCode: string;
  /** GST state code of the delivery address (IGST Act s.10(1)(a): where the goods' movement ends). */
  placeOfSupplyStateCode: string;
  supplierHasGstin: boolean;
}

export interface TaxSplit {
  /** A registered seller issues a tax invoice; one without a GSTIN a bill of supply, which charges no GST. */
  kind: 'tax-invoice' | 'bill-of-supply';
  /** Same state: CGST + SGST (IGST Act s.8); different states: IGST (s.7). */
  supply: 'intra-state' | 'inter-state';
  /** False for a seller without a GSTIN delivering to another state: it may sell only within its own. */
  canSupply: boolean;
  lines: TaxLine[];
  totals: TaxTotals;
}

/** GST of one line: its taxable value times its rate, rounded half up to the paisa. */
export function lineTaxPaise(taxablePaise: number, rateBps: number): number {
  return bpsOf(taxablePaise, rateBps);
}

const STATE_CODES: ReadonlySet<string> = new Set(INDIAN_STATES.map((state) => state.gstCode));

function assertStateCode(name: string, code: string): void {
  if (!STATE_CODES.has(code))
    throw new RangeError(`${name} must be a GST state code (01–38), got ${JSON.stringify(code)}`);
}

/**
 * Which GST a seller's lines carry, line by line. Each line's tax is rounded once (`lineTaxPaise`); within a state
 * it is halved into CGST and SGST, CGST taking the odd paisa (tax 51 → CGST 26, SGST 25), so the parts always add
 * up to the line's tax and the invoice to what checkout charged. Nil-rated lines and bills of supply carry zeros.
 */
export function splitTax(input: TaxSplitInput): TaxSplit {
  assertStateCode('supplierStateCode', input.supplierStateCode);
  assertStateCode('placeOfSupplyStateCode', input.placeOfSupplyStateCode);
  const supply = input.supplierStateCode === input.placeOfSupplyStateCode ? 'intra-state' : 'inter-state';
  const kind = input.supplierHasGstin ? 'tax-invoice' : 'bill-of-supply';
  const lines = input.lines.map((line, i): TaxLine => {
    assertPaise(`lines[${i}].taxablePaise`, line.taxablePaise);
    assertBps(`lines[${i}].rateBps`, line.rateBps);
    const taxPaise = kind === 'tax-invoice' ? lineTaxPaise(line.taxablePaise, line.rateBps) : 0;
    const halves = supply === 'intra-state' ? splitHalves(taxPaise) : { central: 0, state: 0 };
    return {
      taxablePaise: line.taxablePaise,
      rateBps: kind === 'tax-invoice' ? line.rateBps : 0,
      cgstPaise: halves.central,
      sgstPaise: halves.state,
      igstPaise: supply === 'inter-state' ? taxPaise : 0,
      taxPaise,
    };
  });
  return { kind, supply, canSupply: kind === 'tax-invoice' || supply === 'intra-state', lines, totals: sum(lines) };
}

function sum(lines: readonly TaxLine[]): TaxTotals {
  const totals: TaxTotals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.taxPaise += line.taxPaise;
  }
  return totals;
}

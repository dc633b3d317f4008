import { dayNumber } from './calendar';
import { assertBps, assertPaise, bpsOf, effectiveOn, splitHalves } from './money';

export interface SettlementRate {
  /** 'YYYY-MM-DD' in India from which the rate applies. */
  validFrom: string;
  rateBps: number;
}

export interface SettlementRateTable {
  /** The platform's commission on the seller's taxable value; per category overrides come with each call. */
  commissionBps: readonly SettlementRate[];
  /** GST on the commission, the platform's own service to the seller (SAC 9985, 18%). */
  gstOnCommissionBps: readonly SettlementRate[];
  /** CGST Act s.52: TCS on the net taxable value of the seller's supplies. */
  tcsBps: readonly SettlementRate[];
  /** Income-tax Act s.194-O: TDS on the gross amount of the sale. */
  tdsBps: readonly SettlementRate[];
  /** s.194-O read with s.206AA: TDS when the seller has given no PAN. */
  tdsNoPanBps: readonly SettlementRate[];
}

const rates = (...entries: [string, number][]): readonly SettlementRate[] =>
  Object.freeze(entries.map(([validFrom, rateBps]) => Object.freeze({ validFrom, rateBps })));

/**
 * The rates the platform settles with, each effective-dated: TCS fell from 1% to 0.5% on 10 July 2024
 * (Notification 15/2024-Central Tax), TDS under s.194-O from 1% to 0.1% on 1 October 2024 (Finance (No. 2) Act 2024).
 */
export const SETTLEMENT_RATES: SettlementRateTable = Object.freeze({
  commissionBps: rates(['2025-04-01', 500]),
  gstOnCommissionBps: rates(['2017-07-01', 1_800]),
  tcsBps: rates(['2018-10-01', 100], ['2024-07-10', 50]),
  tdsBps: rates(['2020-10-01', 100], ['2024-10-01', 10]),
  tdsNoPanBps: rates(['2020-10-01', 500]),
});

export interface SettleInput {
  /** What the shopper paid for the seller's part: its taxable value plus its GST. */
  grossPaise: number;
  /** The part's taxable value, net of returns. */
  taxablePaise: number;
  /** The GST on the part's invoice. */
  taxPaise: number;
  /** The storefront category the commission is looked up by. */
  category: string;
  /** The seller's state is the place of supply: TCS splits into CGST and SGST, else it is IGST. */
  intraState: boolean;
  sellerHasPan: boolean;
  /** 'YYYY-MM-DD' in India: the rates in force on this date apply. */
  date: string;
  /** Commission in basis points by category, set by the admin; the table's rate for the others. */
  commissionOverrides?: Readonly<Record<string, number>>;
  rates?: SettlementRateTable;
}

export interface Settlement {
  commissionPaise: number;
  gstOnCommissionPaise: number;
  tcsPaise: number;
  tcs: { cgstPaise: number; sgstPaise: number; igstPaise: number };
  tdsPaise: number;
  /** gross − commission − GST on commission − TCS − TDS. */
  netPayablePaise: number;
  /** The rates applied, for the seller's statement. */
  appliedBps: { commission: number; gstOnCommission: number; tcs: number; tds: number };
}

/**
 * What the platform keeps from a seller's part and what it owes the seller. Each amount is rounded half up to the
 * paisa on its own base: commission on the taxable value (GST collected is not the seller's income); GST on the
 * commission on the commission; TCS on the taxable value net of returns (s.52), split like GST (CGST takes an odd
 * paisa); TDS on the gross amount including GST (s.194-O), at the no-PAN rate without a PAN.
 */
export function settle(input: SettleInput): Settlement {
  assertPaise('grossPaise', input.grossPaise);
  assertPaise('taxablePaise', input.taxablePaise);
  assertPaise('taxPaise', input.taxPaise);
  if (input.grossPaise !== input.taxablePaise + input.taxPaise) {
    throw new RangeError(
      `grossPaise must be taxablePaise + taxPaise (${input.taxablePaise + input.taxPaise}), got ${input.grossPaise}`,
    );
  }
  dayNumber(input.date);
  const table = input.rates ?? SETTLEMENT_RATES;
  const rateOf = (rows: readonly SettlementRate[], what: string) => effectiveOn(rows, input.date, what).rateBps;
  const overrides = input.commissionOverrides ?? {};
  const override = Object.hasOwn(overrides, input.category) ? overrides[input.category] : undefined;
  if (override !== undefined) assertBps(`commissionOverrides.${input.category}`, override);
  const applied = {
    commission: override ?? rateOf(table.commissionBps, 'commission rate'),
    gstOnCommission: rateOf(table.gstOnCommissionBps, 'GST rate on commission'),
    tcs: rateOf(table.tcsBps, 'TCS rate'),
    tds: input.sellerHasPan ? rateOf(table.tdsBps, 'TDS rate') : rateOf(table.tdsNoPanBps, 'TDS rate without PAN'),
  };
  const commissionPaise = bpsOf(input.taxablePaise, applied.commission);
  const gstOnCommissionPaise = bpsOf(commissionPaise, applied.gstOnCommission);
  const tcsPaise = bpsOf(input.taxablePaise, applied.tcs);
  const halves = input.intraState ? splitHalves(tcsPaise) : { central: 0, state: 0 };
  const tdsPaise = bpsOf(input.grossPaise, applied.tds);
  return {
    commissionPaise,
    gstOnCommissionPaise,
    tcsPaise,
    tcs: { cgstPaise: halves.central, sgstPaise: halves.state, igstPaise: input.intraState ? 0 : tcsPaise },
    tdsPaise,
    netPayablePaise: input.grossPaise - commissionPaise - gstOnCommissionPaise - tcsPaise - tdsPaise,
    appliedBps: applied,
  };
}

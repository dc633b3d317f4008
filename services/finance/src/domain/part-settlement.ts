import type { OrderPart, SellerFinanceProfile } from '@thindi/contracts';
import { SETTLEMENT_RATES, settle, type SettlementRateTable } from '@thindi/india';
import { placeOfSupplyOf, supplierStateOf } from './part-documents';

/** The category of a line placed before orders kept one: the table's default commission applies. */
export const UNCATEGORISED = 'uncategorised';

export interface PartSettlement {
  grossPaise: number;
  taxablePaise: number;
  taxPaise: number;
  commissionPaise: number;
  gstOnCommissionPaise: number;
  tcsCgstPaise: number;
  tcsSgstPaise: number;
  tcsIgstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  netPaise: number;
  placeOfSupply: string;
  intraState: boolean;
}

const NO_TCS: SettlementRateTable = { ...SETTLEMENT_RATES, tcsBps: [{ validFrom: '2017-07-01', rateBps: 0 }] };

/**
 * What the platform keeps of a seller's delivered part and what it owes the seller (libs/india's `settle`). The
 * lines of each category are settled together at that category's commission, and the results added up. A seller
 * without a GSTIN supplies no taxable goods through the platform's return, so no TCS is collected on it; TDS
 * still is (s.194-O applies to every seller).
 */
export function settlePart(
  part: OrderPart,
  profile: SellerFinanceProfile,
  date: string,
  commissionBps: Readonly<Record<string, number>>,
): PartSettlement {
  const destination = placeOfSupplyOf(part);
  const intraState = supplierStateOf(profile).gstCode === destination.gstCode;
  const groups = new Map<string, { taxable: number; tax: number }>();
  for (const line of part.lines) {
    const category = line.category ?? UNCATEGORISED;
    const group = groups.get(category) ?? { taxable: 0, tax: 0 };
    group.taxable += line.taxablePaise;
    group.tax += profile.gstin ? line.cgstPaise + line.sgstPaise + line.igstPaise : 0;
    groups.set(category, group);
  }
  const total: PartSettlement = {
    grossPaise: 0,
    taxablePaise: 0,
    taxPaise: 0,
    commissionPaise: 0,
    gstOnCommissionPaise: 0,
    tcsCgstPaise: 0,
    tcsSgstPaise: 0,
    tcsIgstPaise: 0,
    tcsPaise: 0,
    tdsPaise: 0,
    netPaise: 0,
    placeOfSupply: destination.gstCode,
    intraState,
  };
  for (const [category, group] of groups) {
    const s = settle({
      grossPaise: group.taxable + group.tax,
      taxablePaise: group.taxable,
      taxPaise: group.tax,
      category,
      intraState,
      sellerHasPan: profile.pan !== null,
      date,
      commissionOverrides: commissionBps,
      rates: profile.gstin ? SETTLEMENT_RATES : NO_TCS,
    });
    total.grossPaise += group.taxable + group.tax;
    total.taxablePaise += group.taxable;
    total.taxPaise += group.tax;
    total.commissionPaise += s.commissionPaise;
    total.gstOnCommissionPaise += s.gstOnCommissionPaise;
    total.tcsCgstPaise += s.tcs.cgstPaise;
    total.tcsSgstPaise += s.tcs.sgstPaise;
    total.tcsIgstPaise += s.tcs.igstPaise;
    total.tcsPaise += s.tcsPaise;
    total.tdsPaise += s.tdsPaise;
    total.netPaise += s.netPayablePaise;
  }
  return total;
}

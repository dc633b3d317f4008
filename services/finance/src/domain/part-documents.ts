import {
  formatCalendarDate,
  formatRupees,
  packName,
  toRupees,
  type InvoiceLine,
  type InvoiceKind,
  type OrderPart,
  type OrderPartLine,
  type SellerFinanceProfile,
} from '@thindi/contracts';
import { amountInWords, findState, parseGstin, splitHalves, stateByGstCode, type IndianState } from '@thindi/india';
import type { IssueInvoiceInput } from '../use-cases/issue-invoice/issue-invoice.handler';

/** HSN of a line placed before products carried one: 2106, food preparations not elsewhere specified. */
const FALLBACK_HSN = '2106';
/** GST's unit quantity code for pieces: a line is so many packs of the size its description names. */
const UNIT = 'NOS';
/** The delivery charge is a courier service of the platform (SAC 996812) at 18% (decision 017). */
export const DELIVERY_SAC = '996812';
export const DELIVERY_GST_BPS = 1_800;
/** The issuer id of the platform's own invoices (for the delivery charge). */
export const PLATFORM_ISSUER = 'platform';
export const PLATFORM_PREFIX = 'THD';

export interface PlatformSupplier {
  legalName: string;
  gstin: string;
  address: string;
}

const stateRef = (state: IndianState) => ({ code: state.gstCode, name: state.name });

/** The state of a delivery address; the order service checked it at checkout, so an unknown one is a defect. */
export function placeOfSupplyOf(part: OrderPart): IndianState {
  const state = findState(part.shippingAddress.state);
  if (!state) throw new Error(`order ${part.orderNumber} has an unknown delivery state ${part.shippingAddress.state}`);
  return state;
}

/** The seller's state: its GSTIN's, else its business address's. */
export function supplierStateOf(profile: SellerFinanceProfile): IndianState {
  const gstin = profile.gstin ? parseGstin(profile.gstin) : null;
  const state = (gstin && stateByGstCode(gstin.stateCode)) || findState(profile.state);
  if (!state) throw new Error(`seller ${profile.sellerId} has an unknown state ${profile.state}`);
  return state;
}

function recipientOf(part: OrderPart) {
  const a = part.shippingAddress;
  return {
    name: `${a.firstName} ${a.lastName}`.trim() || part.customerName,
    address: `${a.street}, ${a.city}, ${a.state} ${a.pincode}`,
    state: stateRef(placeOfSupplyOf(part)),
  };
}

function totalsOf(lines: InvoiceLine[]) {
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  const igstPaise = sum((l) => l.igstPaise);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/**
 * 'Mysore Pak 500 g', '(Best before 14 Jan 2027)' after it once the line shipped with one (decision 035), and a
 * seller's coupon named with what it took off, since the line's values are already the lowered ones (decision 039).
 * A platform's coupon is not the seller's to show: its line is invoiced at full value.
 */
const lineDescription = (line: OrderPartLine, couponCode: string | null): string => {
  const name = packName(line.productName, line.weight);
  const notes = [
    line.bestBefore && `Best before ${formatCalendarDate(line.bestBefore)}`,
    line.discountFunder === 'seller' &&
      line.discountPaise > 0 &&
      `${couponCode ? `coupon ${couponCode}` : 'coupon'}: ${formatRupees(toRupees(line.discountPaise))} off before tax`,
  ].filter(Boolean);
  return [name, ...notes.map((note) => `(${note})`)].join(' ');
};

/**
 * The seller's invoice for its part, with the tax the shopper was charged at checkout, line by line, each named by
 * its pack ('Mysore Pak 500 g'): a tax invoice from a seller with a GSTIN, else a bill of supply with no GST. Its
 * credit note copies its lines.
 */
export function sellerInvoiceOf(
  part: OrderPart,
  profile: SellerFinanceProfile,
  prefix: string,
): Omit<IssueInvoiceInput, 'content'> & { content: IssueInvoiceInput['content'] } {
  const kind: InvoiceKind = profile.gstin ? 'invoice' : 'bill-of-supply';
  const lines: InvoiceLine[] = part.lines.map((line) => ({
    description: lineDescription(line, part.couponCode),
    // The catalogue writes HSN as the tariff prints it ('2106 90'); the invoice carries the digits.
    hsn: line.hsn?.replace(/\D/g, '') || FALLBACK_HSN,
    quantity: line.quantity,
    unit: UNIT,
    taxablePaise: line.taxablePaise,
    ratePercent: kind === 'invoice' ? (line.gstRate ?? 0) : 0,
    cgstPaise: kind === 'invoice' ? line.cgstPaise : 0,
    sgstPaise: kind === 'invoice' ? line.sgstPaise : 0,
    igstPaise: kind === 'invoice' ? line.igstPaise : 0,
  }));
  const totals = totalsOf(lines);
  return {
    orderId: part.orderId,
    sellerId: part.sellerId,
    customerId: part.customerId,
    orderNumber: part.orderNumber,
    kind,
    prefix,
    content: {
      supplier: {
        name: profile.businessName,
        address: profile.address,
        gstin: profile.gstin,
        state: stateRef(supplierStateOf(profile)),
      },
      recipient: recipientOf(part),
      placeOfSupply: stateRef(placeOfSupplyOf(part)),
      lines,
      totals,
      amountInWords: amountInWords(totals.totalPaise),
    },
  };
}

/**
 * The platform's invoice for the order's delivery charge: the charge the shopper paid is the price with GST in
 * it (18%), so taxable value + GST = the charge to the paisa (decision 017).
 */
export function deliveryInvoiceOf(part: OrderPart, platform: PlatformSupplier): IssueInvoiceInput | null {
  const charge = part.orderShippingPaise;
  if (charge <= 0) return null;
  const gstin = parseGstin(platform.gstin);
  const supplierState = gstin ? stateByGstCode(gstin.stateCode) : null;
  if (!gstin || !supplierState) throw new Error(`PLATFORM_GSTIN ${platform.gstin} is not a valid GSTIN`);
  const destination = placeOfSupplyOf(part);
  const taxablePaise = Math.round((charge * 10_000) / (10_000 + DELIVERY_GST_BPS));
  const tax = charge - taxablePaise;
  const intra = destination.gstCode === supplierState.gstCode;
  const halves = splitHalves(tax);
  const line: InvoiceLine = {
    description: `Delivery of order ${part.orderNumber}`,
    hsn: DELIVERY_SAC,
    quantity: 1,
    unit: UNIT,
    taxablePaise,
    ratePercent: DELIVERY_GST_BPS / 100,
    cgstPaise: intra ? halves.central : 0,
    sgstPaise: intra ? halves.state : 0,
    igstPaise: intra ? 0 : tax,
  };
  const totals = totalsOf([line]);
  return {
    orderId: part.orderId,
    sellerId: PLATFORM_ISSUER,
    customerId: part.customerId,
    orderNumber: part.orderNumber,
    kind: 'invoice',
    prefix: PLATFORM_PREFIX,
    content: {
      supplier: {
        name: platform.legalName,
        address: platform.address,
        gstin: gstin.gstin,
        state: stateRef(supplierState),
      },
      recipient: recipientOf(part),
      placeOfSupply: stateRef(destination),
      lines: [line],
      totals,
      amountInWords: amountInWords(totals.totalPaise),
    },
  };
}

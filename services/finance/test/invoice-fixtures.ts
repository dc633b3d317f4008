import type { InvoiceLine } from '@thindi/contracts';
import type { IssueInvoiceInput } from '../src/use-cases/issue-invoice/issue-invoice.handler';

const KARNATAKA = { code: '29', name: 'Karnataka' };
const TAMIL_NADU = { code: '33', name: 'Tamil Nadu' };

/** Two lines of snacks from a Bengaluru seller, delivered in Chennai (IGST at 5%). */
export function interStateContent(): IssueInvoiceInput['content'] {
  const lines: InvoiceLine[] = [
    {
      description: 'Mysore Pak 500 g',
      hsn: '21069099',
      quantity: 2,
      unit: 'pcs',
      taxablePaise: 90_000,
      ratePercent: 5,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 4_500,
    },
    {
      description: 'Banana chips 250 g',
      hsn: '20081940',
      quantity: 1,
      unit: 'pcs',
      taxablePaise: 1_23_45_600,
      ratePercent: 5,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 6_17_280,
    },
  ];
  return {
    supplier: {
      name: 'Amma Sweets',
      address: '12, 4th Cross, Malleshwaram, Bengaluru 560003',
      gstin: '29ABCDE1234F1ZW',
      state: KARNATAKA,
    },
    recipient: { name: 'Priya Raman', address: '7, North Usman Road, T. Nagar, Chennai 600017', state: TAMIL_NADU },
    placeOfSupply: TAMIL_NADU,
    lines,
    totals: {
      taxablePaise: 1_24_35_600,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 6_21_780,
      totalPaise: 1_30_57_380,
    },
    amountInWords: 'Rupees One Lakh Thirty Thousand Five Hundred Seventy Three and Eighty Paise Only',
  };
}

import { z } from 'zod';

export const INVOICE_KINDS = ['invoice', 'credit-note', 'bill-of-supply'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const paise = z.number().int();
const stateSchema = z.object({
  /** The two-digit GST state code, e.g. '29' for Karnataka. */
  code: z.string().regex(/^\d{2}$/, 'state code must be two digits'),
  name: z.string().min(1),
});

/** One line of a tax invoice (Rule 46): what was supplied and the tax on it, in paise. */
export const invoiceLineSchema = z.object({
  description: z.string().min(1),
  hsn: z.string().regex(/^\d{4,8}$/, 'HSN must be 4 to 8 digits'),
  quantity: z.number().int().positive(),
  unit: z.string().min(1),
  taxablePaise: paise.nonnegative(),
  /** The GST rate in percent (5 for 5%); 0 for nil-rated goods and on a bill of supply. */
  ratePercent: z.number().nonnegative().max(28),
  cgstPaise: paise.nonnegative(),
  sgstPaise: paise.nonnegative(),
  igstPaise: paise.nonnegative(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/**
 * The whole content of an issued invoice or credit note as the seller issued it, kept unchanged: the PDF is
 * drawn from it, and it reads the same in any year.
 */
export const invoiceDocumentSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  /** YYYY-MM-DD, in India. */
  issuedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  orderId: z.string(),
  /** The order's number as the shopper knows it ('TH-20261124-Q7XK2'); absent on documents issued before it was kept. */
  orderNumber: z.string().optional(),
  supplier: z.object({
    name: z.string().min(1),
    address: z.string().min(1),
    /** Absent on a bill of supply: a seller without GST registration. */
    gstin: z.string().nullable(),
    state: stateSchema,
  }),
  recipient: z.object({ name: z.string().min(1), address: z.string().min(1), state: stateSchema }),
  /** The delivery address's state (IGST Act s.10). */
  placeOfSupply: stateSchema,
  lines: z.array(invoiceLineSchema).min(1),
  totals: z.object({
    taxablePaise: paise.nonnegative(),
    cgstPaise: paise.nonnegative(),
    sgstPaise: paise.nonnegative(),
    igstPaise: paise.nonnegative(),
    totalPaise: paise.nonnegative(),
  }),
  /** The total in Indian English words ('Rupees One Lakh … Only'). */
  amountInWords: z.string().min(1),
  /** For a credit note: the number of the invoice it corrects. */
  againstInvoice: z.string().optional(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** An issued invoice as its parties see it in a list. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  sellerId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedOn: z.string(),
  totalPaise: paise,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** finance.invoices.for-order */
export const invoicesForOrderSchema = z.object({ orderId: z.string().uuid('orderId must be a UUID') });
export const invoicesForOrderResponseSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
export type InvoicesForOrderResponse = z.infer<typeof invoicesForOrderResponseSchema>;

/** finance.invoices.pdf: where the PDF is stored, for the gateway to stream. */
export const invoicePdfSchema = z.object({ invoiceId: z.string().uuid('invoiceId must be a UUID') });
export const invoicePdfResponseSchema = z.object({ key: z.string(), contentType: z.literal('application/pdf') });
export type InvoicePdfResponse = z.infer<typeof invoicePdfResponseSchema>;

/** Request/reply subjects of the finance service; every payload is `{ principal, input }`. */
export const FinancePatterns = {
  /** The invoices and credit notes of an order the principal may see: its customer, a seller its own, an admin all. */
  invoicesForOrder: 'finance.invoices.for-order',
  invoicePdf: 'finance.invoices.pdf',
} as const;

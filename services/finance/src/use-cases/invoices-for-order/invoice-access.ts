import type { InvoiceSummary, Principal } from '@thindi/contracts';
import type { InvoiceRow } from '../../db/schema';

/** The parties of an invoice: the order's customer (the recipient), the seller who issued it, and an admin. */
export function maySee(principal: Principal, invoice: Pick<InvoiceRow, 'customerId' | 'sellerId'>): boolean {
  switch (principal.role) {
    case 'admin':
      return true;
    case 'seller':
      return invoice.sellerId === principal.id;
    case 'customer':
      return invoice.customerId === principal.id;
    default:
      return false;
  }
}

export const toSummary = (row: InvoiceRow): InvoiceSummary => ({
  id: row.id,
  orderId: row.orderId,
  sellerId: row.sellerId,
  kind: row.kind,
  number: row.number,
  issuedOn: row.issuedOn,
  totalPaise: row.document.totals.totalPaise,
});

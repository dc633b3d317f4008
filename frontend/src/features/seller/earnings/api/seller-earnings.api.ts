import type { SellerEarnings } from '@thindi/contracts';
import { apiGet } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { downloadFile } from '@/lib/download-file';

export type { SellerEarnings };

// '/sellers/' paths otherwise prefer a customer token (docs/product.md, Accounts > Sessions and tokens): the seller's own is named on each call.
export const sellerEarningsApi = {
  earnings: (signal?: AbortSignal) =>
    apiGet<SellerEarnings & { success: true }>('/sellers/earnings', { signal, token: readToken('seller') }),
  /** Saved under the name the server gives it (its content-disposition). */
  downloadStatement: () =>
    downloadFile('/sellers/earnings/statement.csv', 'statement.csv', {
      token: readToken('seller'),
      preferServerName: true,
    }),
  downloadInvoice: (id: string, number: string) =>
    downloadFile(`/invoices/${encodeURIComponent(id)}/pdf`, `${number}.pdf`, { token: readToken('seller') }),
};

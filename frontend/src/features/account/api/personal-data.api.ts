import type { DeleteAccountInput, DeleteAccountResponse } from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/**
 * Saves the shopper's copy of their data (DPDP Act 2023) under the dated name the server gives it. Kept apart from
 * the auth calls, which the first load needs: only the account page's lazy chunk carries the download.
 */
export const downloadMyData = (): Promise<void> =>
  downloadFile('/users/me/data', 'thindi-my-data.json', { preferServerName: true });

/**
 * Deletes the shopper's account for good, proven with their password or a code e-mailed to them. The server refuses
 * while an order is on its way or a ticket open, naming them; once it answers, every token of the account is dead.
 */
export const deleteMyAccount = (proof: DeleteAccountInput): Promise<DeleteAccountResponse> =>
  apiRequest<DeleteAccountResponse>('DELETE', '/users/me', { body: proof });

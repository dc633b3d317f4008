import { downloadFile } from '@/lib/download-file';

/**
 * Saves the shopper's copy of their data (DPDP Act 2023) under the dated name the server gives it. Kept apart from
 * the auth calls, which the first load needs: only the account page's lazy chunk carries the download.
 */
export const downloadMyData = (): Promise<void> =>
  downloadFile('/users/me/data', 'thindi-my-data.json', { preferServerName: true });

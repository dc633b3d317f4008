import { MAX_CLAIMED_FILES, MediaPatterns, type OwnedFilesResponse, type Principal } from '@thindi/contracts';
import type { ServiceClient } from '@thindi/platform';

/**
 * Claims image keys new to a product: answers those that are product images this seller uploaded, which the media
 * service keeps from then on. Anything else must be refused, so no product can show another seller's file.
 */
export async function claimImages(client: ServiceClient, principal: Principal, keys: string[]): Promise<string[]> {
  const owned: string[] = [];
  // A catalogue file may bring more keys than one claim takes.
  for (let start = 0; start < keys.length; start += MAX_CLAIMED_FILES) {
    const input = { keys: keys.slice(start, start + MAX_CLAIMED_FILES) };
    owned.push(...(await client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, { principal, input })).owned);
  }
  return owned;
}

import { MediaPatterns, type OwnedFilesResponse, type Principal } from '@thindi/contracts';
import type { ServiceClient } from '@thindi/platform';

/**
 * Claims image keys new to a product: answers those that are product images this seller uploaded, which the media
 * service keeps from then on. Anything else must be refused, so no product can show another seller's file.
 */
export async function claimImages(client: ServiceClient, principal: Principal, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const { owned } = await client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, { principal, input: { keys } });
  return owned;
}

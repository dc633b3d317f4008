import type { SellerPublicProfileChangedEvent } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';
import { customerCareOf } from './seller-view';

/**
 * What the storefront shows of a seller (decision 035): the number of the licence an admin verified (a renewal
 * waiting for verification is not shown yet), its city, customer care, story and since when it sells; `sellsFood`
 * as its licence (or grace) allows at `now`.
 */
export function publicProfileEvent(
  row: SellerRow,
  since: Date | null,
  sellsFood: boolean,
  now: Date,
): SellerPublicProfileChangedEvent {
  const { city, state, pincode } = row.address;
  return {
    sellerId: row.id,
    businessName: row.businessName,
    sellsFood,
    profile: {
      fssaiLicenceNumber: row.fssaiVerifiedNumber,
      address: { city, state, pincode },
      customerCare: customerCareOf(row),
      about: row.about,
      since: since?.toISOString() ?? null,
    },
    at: now.toISOString(),
  };
}

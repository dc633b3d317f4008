import type { PublicSeller } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

/** A seller's mirror row as the storefront reads it, with the sums of its products' published reviews. */
export interface PublicSellerRow {
  seller: Pick<SellerRow, 'id' | 'businessName' | 'publicProfile' | 'isVerified' | 'isActive'>;
  /** Kept on the mirror row by triggers on products (migration 0021). */
  reviewCount: number;
  ratingTotal: number;
}

/** The public block of a seller: nulls where its profile is not known yet, a rating once it has reviews. */
export function toPublicSeller({ seller, reviewCount, ratingTotal }: PublicSellerRow): PublicSeller {
  const profile = seller.publicProfile;
  return {
    id: seller.id,
    businessName: seller.businessName,
    fssaiLicenceNumber: profile?.fssaiLicenceNumber ?? null,
    address: profile?.address ?? null,
    customerCare: profile?.customerCare ?? null,
    rating: reviewCount > 0 ? { average: Math.round((ratingTotal / reviewCount) * 10) / 10, count: reviewCount } : null,
  };
}

/** A seller the mirror does not know yet: its id and the name the product row came with. */
export const unknownPublicSeller = (id: string, businessName: string): PublicSeller => ({
  id,
  businessName,
  fssaiLicenceNumber: null,
  address: null,
  customerCare: null,
  rating: null,
});

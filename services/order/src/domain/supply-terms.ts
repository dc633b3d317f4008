import type { SellerShippingTerms } from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import type { SupplyTerms } from './pricing';

/**
 * The sellers' GST terms as the order reads them from their shipping terms: each GSTIN (null without one) and the
 * state it ships from (its origin pincode's). `destinationState` is the address's, once checkout knows it.
 */
export function supplyTermsOf(profiles: readonly SellerShippingTerms[], destinationState?: string): SupplyTerms {
  return {
    ...(destinationState === undefined ? {} : { destinationState }),
    gstins: Object.fromEntries(profiles.map((p) => [p.sellerId, p.gstin ?? null])),
    originStates: Object.fromEntries(profiles.map((p) => [p.sellerId, lookupPincode(p.originPincode)?.state ?? null])),
  };
}

import { Injectable } from '@nestjs/common';
import {
  DEMO_SELLERS,
  type ShippingProfile,
  type ShippingProfilesQuery,
  type ShippingProfilesResult,
} from '@thindi/contracts';
import { ShippingProfilesRepository, type SellerShipping } from '../../db/shipping-profiles.repository';
import { defaultShippingProfile, toShippingProfile } from '../../domain/shipping-profile';

/** The demo sellers have no account: they ship with the defaults from their pincode. */
const DEMO_PINCODES = new Map<string, string>(DEMO_SELLERS.map((demo) => [demo.id, demo.pincode]));

/**
 * The shipping profiles the order service quotes delivery from, on every checkout and product-page estimate
 * (one query for all of them): a seller's saved profile, else the defaults from its business address, else a
 * demo seller's defaults. Ids nobody knows are left out.
 */
@Injectable()
export class ShippingProfilesForSellersHandler {
  constructor(private readonly profiles: ShippingProfilesRepository) {}

  async execute({ sellerIds }: ShippingProfilesQuery): Promise<ShippingProfilesResult> {
    const ids = [...new Set(sellerIds)];
    const sellers = new Map((await this.profiles.forSellers(ids)).map((seller) => [seller.sellerId, seller]));
    return { profiles: ids.flatMap((id) => profileOf(id, sellers.get(id))) };
  }
}

function profileOf(id: string, seller: SellerShipping | undefined): ShippingProfile[] {
  if (seller?.saved) return [toShippingProfile(seller.saved)];
  if (seller) return [defaultShippingProfile(id, seller.address.pincode)];
  const demoPincode = DEMO_PINCODES.get(id);
  return demoPincode ? [defaultShippingProfile(id, demoPincode)] : [];
}

import { Injectable } from '@nestjs/common';
import {
  DEMO_SELLERS,
  type SellerShippingTerms,
  type ShippingProfilesQuery,
  type ShippingProfilesResult,
} from '@thindi/contracts';
import { ShippingProfilesRepository, type SellerShipping } from '../../db/shipping-profiles.repository';
import { defaultShippingProfile, toShippingProfile } from '../../domain/shipping-profile';

/** The demo sellers have no account: they ship with the defaults from their pincode, under their GSTIN. */
const DEMOS = new Map<string, { pincode: string; gstin: string }>(DEMO_SELLERS.map((demo) => [demo.id, demo]));

/**
 * The shipping profiles the order service quotes delivery from, on every checkout and product-page estimate
 * (one query for all of them): a seller's saved profile, else the defaults from its business address, else a
 * demo seller's defaults; each with the seller's GSTIN (null without one). Ids nobody knows are left out.
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

function profileOf(id: string, seller: SellerShipping | undefined): SellerShippingTerms[] {
  const demo = DEMOS.get(id);
  // A demo seller signed in with its demo account keeps its demo GSTIN until it registers one.
  const gstin = seller?.gstin ?? demo?.gstin ?? null;
  if (seller?.saved) return [{ ...toShippingProfile(seller.saved), gstin }];
  if (seller) return [{ ...defaultShippingProfile(id, seller.address.pincode), gstin }];
  return demo ? [{ ...defaultShippingProfile(id, demo.pincode), gstin: demo.gstin }] : [];
}

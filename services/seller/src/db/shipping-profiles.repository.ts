import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { SELLER_DB } from '../seller.constants';
import type { StoredShippingProfile } from '../domain/shipping-profile';
import type { SellerDb } from './seller-db';
import { sellers, shippingProfiles, type SellerAddress } from './schema';

/** A seller with its saved shipping profile, if it saved one. */
export interface SellerShipping {
  sellerId: string;
  address: SellerAddress;
  /** The GSTIN the seller registered with, if any. */
  gstin: string | null;
  saved: StoredShippingProfile | null;
}

@Injectable()
export class ShippingProfilesRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  /** Each of these sellers that exists, with its saved profile: one query however many are asked for. */
  async forSellers(ids: string[]): Promise<SellerShipping[]> {
    const rows = await this.db
      .select({ sellerId: sellers.id, address: sellers.address, gstin: sellers.gstNumber, saved: shippingProfiles })
      .from(sellers)
      .leftJoin(shippingProfiles, eq(shippingProfiles.sellerId, sellers.id))
      .where(inArray(sellers.id, ids));
    return rows.map(({ sellerId, address, gstin, saved }) => ({
      sellerId,
      address,
      gstin: gstin?.trim().toUpperCase() || null,
      saved: saved && strip(saved),
    }));
  }

  /** Saves the seller's profile, replacing the one it had. */
  async save(profile: StoredShippingProfile): Promise<StoredShippingProfile> {
    const { sellerId: _sellerId, ...changes } = profile;
    const [row] = await this.db
      .insert(shippingProfiles)
      .values({ ...profile, updatedAt: new Date() })
      .onConflictDoUpdate({ target: shippingProfiles.sellerId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return strip(row);
  }
}

function strip({ updatedAt: _updatedAt, ...profile }: typeof shippingProfiles.$inferSelect): StoredShippingProfile {
  return profile;
}

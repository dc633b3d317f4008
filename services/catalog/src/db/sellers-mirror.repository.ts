import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { sellers, type SellerPublicProfile } from './schema';

export interface SellerState {
  id: string;
  businessName?: string;
  isVerified?: boolean;
  isActive?: boolean;
}

/** The catalog's copy of each seller's verdict; writes are idempotent upserts (events come at least once). */
@Injectable()
export class SellersMirrorRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** A seller first seen: pending (unverified) and active, unless the mirror already knows better. */
  async registered(tx: CatalogDb, id: string, businessName: string): Promise<void> {
    await tx
      .insert(sellers)
      .values({ id, businessName, isVerified: false, isActive: true })
      .onConflictDoUpdate({ target: sellers.id, set: { businessName, updatedAt: new Date() } });
  }

  /** Applies what the event says; a seller unknown so far is created with it. */
  async apply(tx: CatalogDb, state: SellerState): Promise<void> {
    const set = {
      ...(state.businessName ? { businessName: state.businessName } : {}),
      ...(state.isVerified === undefined ? {} : { isVerified: state.isVerified }),
      ...(state.isActive === undefined ? {} : { isActive: state.isActive }),
      updatedAt: new Date(),
    };
    await tx
      .insert(sellers)
      .values({
        id: state.id,
        businessName: state.businessName ?? '',
        isVerified: state.isVerified ?? false,
        isActive: state.isActive ?? true,
      })
      .onConflictDoUpdate({ target: sellers.id, set });
  }

  /**
   * What the storefront shows of the seller and whether its licence lets it sell (decision 035). Its verdict
   * (verified, active) comes from the other events: a seller first seen here is pending until one says otherwise.
   * Events may arrive out of order (a redelivery): a profile recorded before the one held (`at`) changes nothing.
   */
  async applyPublicProfile(
    tx: CatalogDb,
    state: { id: string; businessName: string; sellsFood: boolean; profile: SellerPublicProfile; at: Date },
  ): Promise<void> {
    const { id, businessName, sellsFood, profile, at } = state;
    await tx
      .insert(sellers)
      .values({ id, businessName, isVerified: false, isActive: true, sellsFood, publicProfile: profile, profileAt: at })
      .onConflictDoUpdate({
        target: sellers.id,
        set: { businessName, sellsFood, publicProfile: profile, profileAt: at, updatedAt: new Date() },
        setWhere: sql`${sellers.profileAt} IS NULL OR ${sellers.profileAt} <= ${at.toISOString()}::timestamptz`,
      });
  }

  async byId(id: string) {
    const [row] = await this.db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
    return row;
  }
}

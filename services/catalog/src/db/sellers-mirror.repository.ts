import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { sellers } from './schema';

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

  async byId(id: string) {
    const [row] = await this.db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
    return row;
  }
}

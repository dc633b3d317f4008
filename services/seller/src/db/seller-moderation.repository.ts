import { Inject, Injectable } from '@nestjs/common';
import type { AdminSellerListQuery, SellerFigures, SellerHistoryEntry, SellerKycField } from '@thindi/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { containsPattern } from '@thindi/platform';
import { SELLER_DB } from '../seller.constants';
import type { SellerDb } from './seller-db';
import type { LicenceVerification } from '../domain/food-licence';
import { sellerHistory, sellers, type SellerRow } from './schema';

const STATUS_FILTERS: Record<AdminSellerListQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: and(eq(sellers.isActive, true), eq(sellers.isVerified, false)),
  verified: and(eq(sellers.isActive, true), eq(sellers.isVerified, true)),
  inactive: eq(sellers.isActive, false),
};

/** The entries the seller wrote; the admin's own decisions are in the admin service's audit log. */
const SELLER_ACTIONS: SellerHistoryEntry['action'][] = ['resubmitted', 'profile-changed'];

const toEntry = (r: typeof sellerHistory.$inferSelect): SellerHistoryEntry => ({
  action: r.action,
  fields: r.fields,
  reason: r.reason,
  at: r.at.toISOString(),
});

/**
 * The admin's reads and state changes. Each change is one UPDATE whose WHERE holds its precondition, so of
 * two admins acting at once only one succeeds; undefined means nothing was updated (unknown or not allowed).
 */
@Injectable()
export class SellerModerationRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  async list({ search, status, page, pageSize }: AdminSellerListQuery): Promise<{ rows: SellerRow[]; total: number }> {
    const pattern = search ? containsPattern(search) : undefined;
    const filter = and(
      pattern
        ? or(
            ilike(sellers.businessName, pattern),
            ilike(sellers.ownerName, pattern),
            ilike(sellers.email, pattern),
            ilike(sellers.phone, pattern),
            ilike(sellers.panNumber, pattern),
          )
        : undefined,
      STATUS_FILTERS[status],
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(sellers)
        .where(filter)
        .orderBy(desc(sellers.createdAt), desc(sellers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(sellers).where(filter),
    ]);
    return { rows, total };
  }

  async figures(): Promise<SellerFigures> {
    const counted = (condition?: SQL) =>
      (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`).mapWith(Number);
    const [figures] = await this.db
      .select({
        totalSellers: counted(),
        pendingSellers: counted(STATUS_FILTERS.pending),
        verifiedSellers: counted(STATUS_FILTERS.verified),
        inactiveSellers: counted(STATUS_FILTERS.inactive),
      })
      .from(sellers);
    return figures;
  }

  /**
   * Verifies and activates a seller that is not verified-and-active, clearing its rejection; its FSSAI licence,
   * checked by the admin with it, is verified too (`licence`: licenceVerified of the locked row). `wasActive` is read
   * from the row locked by the same statement: it tells whether the account was switched back on.
   */
  async approve(id: string, licence: LicenceVerification): Promise<(SellerRow & { wasActive: boolean }) | undefined> {
    const before = this.db
      .select({ id: sellers.id, wasActive: sql<boolean>`${sellers.isActive}`.as('was_active') })
      .from(sellers)
      .where(eq(sellers.id, id))
      .for('update')
      .as('before');
    const [row] = await this.db
      .update(sellers)
      .set({
        isVerified: true,
        isActive: true,
        rejectionReason: null,
        rejectedAt: null,
        ...licence,
        updatedAt: new Date(),
      })
      .from(before)
      .where(and(eq(sellers.id, before.id), not(and(eq(sellers.isVerified, true), eq(sellers.isActive, true))!)))
      .returning({ ...getTableColumns(sellers), wasActive: before.wasActive });
    if (row) await this.db.insert(sellerHistory).values({ sellerId: id, action: 'approved' });
    return row;
  }

  /**
   * Verifies the seller's pending FSSAI licence, which becomes the one that counts (`licence`: licenceVerified of the
   * locked row); undefined when none is pending.
   */
  async verifyLicence(id: string, licence: LicenceVerification): Promise<SellerRow | undefined> {
    const [row] = await this.db
      .update(sellers)
      .set({ ...licence, updatedAt: new Date() })
      .where(and(eq(sellers.id, id), isNull(sellers.fssaiVerifiedAt), isNotNull(sellers.fssaiLicenceNumber)))
      .returning();
    return row;
  }

  /** Unverifies and deactivates an active seller, recording why. */
  async reject(id: string, reason: string): Promise<SellerRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .update(sellers)
      .set({ isVerified: false, isActive: false, rejectionReason: reason, rejectedAt: now, updatedAt: now })
      .where(and(eq(sellers.id, id), eq(sellers.isActive, true)))
      .returning();
    if (row) await this.db.insert(sellerHistory).values({ sellerId: id, action: 'rejected', reason });
    return row;
  }

  /**
   * Switches the account off or on (to `wanted`, when given: undefined if it is already so); verification and
   * any rejection reason stay as they are.
   */
  async toggleActive(id: string, wanted?: boolean): Promise<SellerRow | undefined> {
    const [row] = await this.db
      .update(sellers)
      .set({ isActive: sql`not ${sellers.isActive}`, updatedAt: new Date() })
      .where(and(eq(sellers.id, id), wanted === undefined ? undefined : eq(sellers.isActive, !wanted)))
      .returning();
    return row;
  }

  /** The seller closes its shop: switched off with every token revoked; undefined when it was not trading. */
  async close(id: string, at: Date): Promise<SellerRow | undefined> {
    const [row] = await this.db
      .update(sellers)
      .set({ isActive: false, closedAt: at, sessionVersion: sql`${sellers.sessionVersion} + 1`, updatedAt: at })
      .where(and(eq(sellers.id, id), eq(sellers.isActive, true)))
      .returning();
    return row;
  }

  /**
   * A rejected seller (inactive, unverified, with the admin's reason) asks to be reviewed again: active and
   * pending, the reason kept for the admin to read beside the history.
   */
  async resubmit(id: string): Promise<SellerRow | undefined> {
    const [row] = await this.db
      .update(sellers)
      .set({ isActive: true, updatedAt: new Date() })
      .where(
        and(
          eq(sellers.id, id),
          eq(sellers.isActive, false),
          eq(sellers.isVerified, false),
          isNotNull(sellers.rejectionReason),
        ),
      )
      .returning();
    if (row) await this.db.insert(sellerHistory).values({ sellerId: id, action: 'resubmitted' });
    return row;
  }

  /**
   * Saves the seller's edit; `kycChanged` names the KYC fields and documents that differ, and when there are any a
   * verified seller is pending again and the change is written to the history.
   */
  async updateProfile(
    id: string,
    changes: Partial<typeof sellers.$inferInsert>,
    kycChanged: SellerKycField[],
  ): Promise<SellerRow | undefined> {
    const [row] = await this.db
      .update(sellers)
      .set({ ...changes, ...(kycChanged.length ? { isVerified: false } : {}), updatedAt: new Date() })
      .where(eq(sellers.id, id))
      .returning();
    if (row && kycChanged.length)
      await this.db.insert(sellerHistory).values({ sellerId: id, action: 'profile-changed', fields: kycChanged });
    return row;
  }

  /** The row as it is, locked until the transaction ends (a profile edit compares against it). */
  async lockedById(id: string): Promise<SellerRow | undefined> {
    const [row] = await this.db.select().from(sellers).where(eq(sellers.id, id)).for('update');
    return row;
  }

  /** Other sellers holding the same PAN (whatever its letter case), oldest first: at most `limit`. */
  async samePan(id: string, panNumber: string, limit = 5): Promise<{ id: string; businessName: string }[]> {
    return this.db
      .select({ id: sellers.id, businessName: sellers.businessName })
      .from(sellers)
      .where(and(sql`upper(${sellers.panNumber}) = ${panNumber.toUpperCase()}`, not(eq(sellers.id, id))))
      .orderBy(asc(sellers.createdAt), asc(sellers.id))
      .limit(limit);
  }

  /** What the seller did to its application, oldest first, as the admin reads it beside the seller. */
  async historyOf(id: string): Promise<SellerHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(sellerHistory)
      .where(and(eq(sellerHistory.sellerId, id), inArray(sellerHistory.action, SELLER_ACTIONS)))
      .orderBy(asc(sellerHistory.at));
    return rows.map(toEntry);
  }

  /** The seller's own review history: rejections with their reasons, resubmissions, edits, approvals; newest first. */
  async reviewHistoryOf(id: string): Promise<SellerHistoryEntry[]> {
    const rows = await this.db
      .select()
      .from(sellerHistory)
      .where(eq(sellerHistory.sellerId, id))
      .orderBy(desc(sellerHistory.at));
    return rows.map(toEntry);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@thindi/platform';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { SELLER_DB } from '../seller.constants';
import type { SellerDb } from './seller-db';
import { loginCodes, sellers, type LoginCodeRow, type SellerRow } from './schema';

@Injectable()
export class SellersRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  /**
   * The new, unproven seller, with its first e-mail code when it gets one. An unproven row does not claim its
   * e-mail, so this never conflicts.
   */
  async insert(tx: SellerDb, row: typeof sellers.$inferInsert, code?: LoginCodeRow): Promise<SellerRow> {
    const [saved] = await tx
      .insert(sellers)
      .values({ ...row, emailVerified: false })
      .returning();
    if (code) await upsertCode(tx, code);
    return saved;
  }

  /**
   * Marks the seller's e-mail proven and uses up its code; undefined when the e-mail was already proven (a second
   * tab, a repeat). When another seller holds the e-mail proven, the unique index refuses and the answer is a 409
   * (only the mailbox's owner, holding a code, gets this far).
   */
  async markEmailVerified(tx: SellerDb, id: string): Promise<SellerRow | undefined> {
    try {
      const [row] = await tx
        .update(sellers)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(sellers.id, id), eq(sellers.emailVerified, false)))
        .returning();
      if (!row) return undefined;
      await tx.delete(loginCodes).where(eq(loginCodes.email, row.email));
      return row;
    } catch (err) {
      if (violatedUniqueIndex(err) !== undefined)
        throw DomainError.conflict(EMAIL_PROVEN_ELSEWHERE, 'AUTH.EMAIL_TAKEN');
      throw err;
    }
  }

  /** The seller an e-mail names: the proven one when there is one, else the newest unproven registration. */
  async byEmail(email: string): Promise<SellerRow | undefined> {
    const [row] = await this.allByEmail(email, 1);
    return row;
  }

  /** Every seller with the e-mail: the proven one first, then unproven registrations newest first. */
  async allByEmail(email: string, limit = 20): Promise<SellerRow[]> {
    return this.db
      .select()
      .from(sellers)
      .where(eq(sellers.email, email))
      .orderBy(desc(sellers.emailVerified), desc(sellers.createdAt), desc(sellers.id))
      .limit(limit);
  }

  /**
   * Unproven registrations to remove: those whose e-mail a proven seller holds (they can never be proven) and
   * those created before `before`. A seller an admin approved is kept (it may already sell).
   */
  async unprovenToRemove(before: Date, limit: number): Promise<SellerRow[]> {
    const proven = sql`exists (select 1 from ${sellers} as p where p.email = ${sellers.email} and p.email_verified)`;
    return this.db
      .select()
      .from(sellers)
      .where(
        and(eq(sellers.emailVerified, false), eq(sellers.isVerified, false), or(lt(sellers.createdAt, before), proven)),
      )
      .orderBy(sellers.createdAt)
      .limit(limit);
  }

  /** Removes an unproven registration; false when it is gone or was proven meanwhile. */
  async removeUnproven(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(sellers)
      .where(and(eq(sellers.id, id), eq(sellers.emailVerified, false), eq(sellers.isVerified, false)))
      .returning({ id: sellers.id });
    return removed.length > 0;
  }

  async byId(id: string): Promise<SellerRow | undefined> {
    const [row] = await this.db.select().from(sellers).where(eq(sellers.id, id)).limit(1);
    return row;
  }

  async loginCode(email: string): Promise<LoginCodeRow | undefined> {
    const [row] = await this.db.select().from(loginCodes).where(eq(loginCodes.email, email)).limit(1);
    return row;
  }

  /** A new code for the e-mail, replacing an older one. */
  async saveLoginCode(tx: SellerDb, row: typeof loginCodes.$inferInsert): Promise<void> {
    await upsertCode(tx, row);
  }

  /** Counts a wrong try; answers how many there have been. */
  async countWrongCode(email: string): Promise<number> {
    const [row] = await this.db
      .update(loginCodes)
      .set({ attempts: sql`${loginCodes.attempts} + 1` })
      .where(eq(loginCodes.email, email))
      .returning({ attempts: loginCodes.attempts });
    return row?.attempts ?? 0;
  }

  async deleteLoginCode(email: string): Promise<void> {
    await this.db.delete(loginCodes).where(eq(loginCodes.email, email));
  }
}

/** What proving an e-mail answers when another seller account already holds it proven. */
export const EMAIL_PROVEN_ELSEWHERE = 'This e-mail already belongs to a verified seller account. Please sign in.';

/**
 * The unique index a failed write ran into, or undefined when it failed for another reason. Drivers wrap the
 * database's error (drizzle puts it in `cause`), so the chain is walked for PostgreSQL's code 23505.
 */
function violatedUniqueIndex(err: unknown): string | undefined {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

const upsertCode = (db: Pick<SellerDb, 'insert'>, row: typeof loginCodes.$inferInsert) =>
  db
    .insert(loginCodes)
    .values(row)
    .onConflictDoUpdate({
      target: loginCodes.email,
      set: { codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: 0, sentAt: row.sentAt },
    });

import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@thindi/contracts';
import { eq, sql } from 'drizzle-orm';
import { SELLER_DB } from '../seller.constants';
import type { SellerDb } from './seller-db';
import { passwordCodes, sellers, type PasswordCodeRow, type SellerRow } from './schema';

/** A seller's password and session version, and its pending password reset code. */
@Injectable()
export class SellerPasswordsRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  /**
   * Starts a new session version (every earlier token is refused), with a new password when given (what follows
   * is `sessionsRevoked`). Undefined when the seller is gone.
   */
  async revokeSessions(tx: SellerDb, id: string, passwordHash?: string): Promise<SellerRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await tx
      .update(sellers)
      .set({
        ...(passwordHash ? { passwordHash } : {}),
        sessionVersion: sql`${sellers.sessionVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(sellers.id, id))
      .returning();
    return row;
  }

  async resetCode(email: string): Promise<PasswordCodeRow | undefined> {
    const [row] = await this.db.select().from(passwordCodes).where(eq(passwordCodes.email, email)).limit(1);
    return row;
  }

  async saveResetCode(row: typeof passwordCodes.$inferInsert): Promise<void> {
    await this.db
      .insert(passwordCodes)
      .values(row)
      .onConflictDoUpdate({
        target: passwordCodes.email,
        set: { codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: 0, sentAt: row.sentAt },
      });
  }

  /** Counts a wrong try in one statement (parallel guesses all count); answers the tries so far. */
  async countWrongResetCode(email: string): Promise<number> {
    const [row] = await this.db
      .update(passwordCodes)
      .set({ attempts: sql`${passwordCodes.attempts} + 1` })
      .where(eq(passwordCodes.email, email))
      .returning({ attempts: passwordCodes.attempts });
    return row?.attempts ?? 0;
  }

  /** Retires the code; false when another request used it first. */
  async useResetCode(email: string, codeHash: string): Promise<boolean> {
    const used = await this.db
      .delete(passwordCodes)
      .where(sql`${passwordCodes.email} = ${email} and ${passwordCodes.codeHash} = ${codeHash}`)
      .returning({ email: passwordCodes.email });
    return used.length > 0;
  }
}

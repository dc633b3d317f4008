import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AuthDb } from './auth-db';
import { wrongCodes } from './schema';
import type { WrongCode } from '../domain/guess-limits';

/** The wrong e-mailed codes of the last hour, per e-mail; used inside the transaction that checks a code. */
export class WrongCodesRepository {
  constructor(private readonly db: AuthDb) {}

  /**
   * Serialises every code check of one e-mail until the transaction ends, across processes: two guesses sent at
   * once are counted one after the other, never both against the same count.
   */
  async lock(email: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`auth.codes:${email}`}))`);
  }

  since(email: string, since: Date): Promise<WrongCode[]> {
    return this.db
      .select({ purpose: wrongCodes.purpose, clientAddress: wrongCodes.clientAddress, at: wrongCodes.at })
      .from(wrongCodes)
      .where(and(eq(wrongCodes.email, email), gt(wrongCodes.at, since)));
  }

  /** Records one wrong code and forgets every row that fell out of the window, of this e-mail or any other. */
  async record(email: string, code: Omit<WrongCode, 'at'>, at: Date, windowStart: Date): Promise<void> {
    await this.db.insert(wrongCodes).values({ email, ...code, at });
    await this.db.delete(wrongCodes).where(lte(wrongCodes.at, windowStart));
  }
}

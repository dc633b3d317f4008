import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_DB } from '../auth.constants';
import type { AuthDb } from './auth-db';
import { codeChallenges, type CodeChallengeRow } from './schema';

export type CodePurpose = 'registration' | 'login' | 'password-reset';

/** The live one-time code of each e-mail and purpose. */
@Injectable()
export class CodeChallengesRepository {
  constructor(@Inject(AUTH_DB) private readonly db: AuthDb) {}

  async find(email: string, purpose: CodePurpose): Promise<CodeChallengeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(codeChallenges)
      .where(and(eq(codeChallenges.email, email), eq(codeChallenges.purpose, purpose)))
      .limit(1);
    return row;
  }

  /** A new code replaces the old one and starts with a clean slate. */
  async replace(email: string, purpose: CodePurpose, codeHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
    const fresh = { codeHash, sentAt, expiresAt, wrongAttempts: 0, usedAt: null, verifiedAt: null };
    await this.db
      .insert(codeChallenges)
      .values({ email, purpose, ...fresh })
      .onConflictDoUpdate({ target: [codeChallenges.email, codeChallenges.purpose], set: fresh });
  }

  /** Counted in SQL so parallel wrong guesses cannot share one try. */
  async countWrongAttempt(email: string, purpose: CodePurpose): Promise<void> {
    await this.db
      .update(codeChallenges)
      .set({ wrongAttempts: sql`${codeChallenges.wrongAttempts} + 1` })
      .where(and(eq(codeChallenges.email, email), eq(codeChallenges.purpose, purpose)));
  }

  /** Retires the code (once: false if another request used it first) and records when the e-mail was proven. */
  async markUsed(email: string, purpose: CodePurpose, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(codeChallenges)
      .set({ usedAt: at, verifiedAt: at })
      .where(
        and(
          eq(codeChallenges.email, email),
          eq(codeChallenges.purpose, purpose),
          sql`${codeChallenges.usedAt} IS NULL`,
        ),
      )
      .returning({ email: codeChallenges.email });
    return rows.length > 0;
  }
}

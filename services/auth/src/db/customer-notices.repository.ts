import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AUTH_DB } from '../auth.constants';
import type { AuthDb } from './auth-db';
import { customers } from './schema';

/** What an account's owner is told about attempts on it: wrong codes since the last sign-in, sign-up attempts. */
@Injectable()
export class CustomerNoticesRepository {
  constructor(@Inject(AUTH_DB) private readonly db: AuthDb) {}

  /** One more wrong code tried for the account of this e-mail (if there is one), for its next code mail. */
  async countWrongCode(email: string): Promise<void> {
    await this.db
      .update(customers)
      .set({ wrongCodesSinceSignIn: sql`${customers.wrongCodesSinceSignIn} + 1` })
      .where(eq(customers.email, email));
  }

  /** The account signed in: the wrong codes tried before it are no longer news. */
  async noteSignIn(id: string): Promise<void> {
    await this.db
      .update(customers)
      .set({ wrongCodesSinceSignIn: 0 })
      .where(and(eq(customers.id, id), sql`${customers.wrongCodesSinceSignIn} > 0`));
  }

  /**
   * Claims today's 'someone tried to sign up with your e-mail' mail of an account: true for the first claim in
   * `perMs`, false after (one statement, so replicas and restarts agree).
   */
  async claimSignupAttemptMail(id: string, now: Date, perMs: number): Promise<boolean> {
    const rows = await this.db
      .update(customers)
      .set({ signupAttemptMailedAt: now })
      .where(
        and(
          eq(customers.id, id),
          or(
            isNull(customers.signupAttemptMailedAt),
            lt(customers.signupAttemptMailedAt, new Date(now.getTime() - perMs)),
          ),
        ),
      )
      .returning({ id: customers.id });
    return rows.length > 0;
  }
}

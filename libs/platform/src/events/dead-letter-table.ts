import { isUuid } from '@thindi/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { join } from 'node:path';
import type { DatabaseClient, Db } from '../db/database';
import type { EventEnvelope } from './event-bus';

/**
 * Standalone's dead letters: events whose handler exhausted its retries, kept in the process's own database
 * (the `platform` schema) so they survive a restart and can be replayed.
 */
export const deadLetters = pgSchema('platform').table('dead_letters', {
  id: uuid('id').primaryKey().defaultRandom(),
  group: text('group_name').notNull(),
  subject: text('subject').notNull(),
  envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
  error: text('error').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DeadLetterRow = typeof deadLetters.$inferSelect;

/** Where the in-process event bus keeps what it gave up on. */
export interface DeadLetterStore {
  keep(letter: { group: string; envelope: EventEnvelope; error: string }): Promise<void>;
  countByGroup(): Promise<Record<string, number>>;
  /** Removes and answers the group's dead letters (just `id` when given), oldest first. */
  take(group: string, id?: string): Promise<DeadLetterRow[]>;
  /** The newest `limit` dead letters of every group, newest first. */
  newest(limit: number): Promise<DeadLetterRow[]>;
}

export class DeadLetterTable implements DeadLetterStore {
  private constructor(private readonly db: Db) {}

  /** Creates the table when missing (a small platform migration), then opens it. */
  static async open(client: DatabaseClient): Promise<DeadLetterTable> {
    await client.migrate('platform', join(__dirname, 'migrations'));
    return new DeadLetterTable(client.drizzle({ deadLetters }));
  }

  async keep({ group, envelope, error }: { group: string; envelope: EventEnvelope; error: string }) {
    await this.db.insert(deadLetters).values({ group, subject: envelope.subject, envelope, error });
  }

  async countByGroup(): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ group: deadLetters.group, n: count() })
      .from(deadLetters)
      .groupBy(deadLetters.group);
    return Object.fromEntries(rows.map((r) => [r.group, Number(r.n)]));
  }

  newest(limit: number): Promise<DeadLetterRow[]> {
    return this.db.select().from(deadLetters).orderBy(desc(deadLetters.failedAt), asc(deadLetters.id)).limit(limit);
  }

  async take(group: string, id?: string): Promise<DeadLetterRow[]> {
    if (id && !isUuid(id)) return [];
    const matching = and(eq(deadLetters.group, group), id ? eq(deadLetters.id, id) : undefined);
    return this.db.transaction(async (tx) => {
      const rows = await tx.select().from(deadLetters).where(matching).orderBy(asc(deadLetters.failedAt));
      await tx.delete(deadLetters).where(matching);
      return rows;
    });
  }
}

import { bigserial, integer, jsonb, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * A service's transactional outbox (see outbox.ts): the events and jobs that follow a change, written in the
 * change's transaction. Its own entry point (`@thindi/platform/outbox-table`) keeps schema files free of Nest,
 * so drizzle-kit can load them.
 */
export const outboxTable = (schema: PgSchema) =>
  schema.table('outbox', {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (several in one transaction share their time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'event' | 'job'>().notNull(),
    /** The event's subject, or the job's queue. */
    topic: text('topic').notNull(),
    /** The job's name (null for an event). */
    name: text('name'),
    data: jsonb('data').$type<unknown>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The request that caused the change, carried on the event and the job so one purchase can be followed. */
    requestId: text('request_id'),
    /** Set when the entry exhausted its attempts: a dead letter, kept until an admin replays it. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
    /** Why the last attempt failed. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
export type OutboxTable = ReturnType<typeof outboxTable>;

import { z } from 'zod';
import { paginationSchema } from '../common/paging';
import { adminAuditQuerySchema } from './admin-moderation.schema';

/**
 * POST /api/admin/dead-letters/replay: sends again the events and jobs that exhausted their attempts; all of
 * them, or only the one with `id` (an outbox entry id, an event id, or a dead-letter id from the logs).
 */
export const replayDeadLettersSchema = z.object({
  id: z
    .string({ error: 'id must be text' })
    .trim()
    .min(1, 'id must not be empty')
    .max(200, 'id must be at most 200 characters')
    .optional(),
});
export type ReplayDeadLettersInput = z.infer<typeof replayDeadLettersSchema>;

/** What a replay did: how many dead letters went out again, and how many are left, by owner. */
export const replayDeadLettersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  replayed: z.number().int(),
  remaining: z.number().int(),
});
export type ReplayDeadLettersResponse = z.infer<typeof replayDeadLettersResponseSchema>;

/** Dead letters held, by owner: a service name for its outbox, `events:<group>` for an event consumer group. */
export type DeadLetterCounts = Record<string, number>;

/** GET /api/admin/dead-letters: one page of the dead letters, newest first. */
export const deadLetterListQuerySchema = adminAuditQuerySchema.pick({ page: true, pageSize: true });
export type DeadLetterListQuery = z.infer<typeof deadLetterListQuerySchema>;

/** One dead letter: who holds it (see DeadLetterCounts), what it was, the request that made it, why it died. */
export const deadLetterSchema = z.object({
  /** What a replay of this letter alone takes as `id`. */
  id: z.string(),
  owner: z.string(),
  /** The event's subject, or `<queue>/<job name>` for a job. */
  subject: z.string(),
  requestId: z.string().nullable(),
  lastError: z.string(),
  /** ISO time it gave up. */
  deadAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
/** Newest first (by the time they gave up, then id, so a page is stable). */
export const newestDeadLetterFirst = (a: DeadLetter, b: DeadLetter): number =>
  b.deadAt.localeCompare(a.deadAt) || a.id.localeCompare(b.id);

export const deadLetterListResponseSchema = z.object({
  success: z.literal(true),
  deadLetters: z.array(deadLetterSchema),
  pagination: paginationSchema,
});
export type DeadLetterListResponse = z.infer<typeof deadLetterListResponseSchema>;

/** What a service answers for its outbox: its newest `limit` letters and how many it holds. */
export interface OwnDeadLetters {
  deadLetters: DeadLetter[];
  total: number;
}

export const AdminDeadLetterPatterns = {
  replay: 'admin.dead-letters.replay',
  list: 'admin.dead-letters.list',
} as const;

import { z } from 'zod';

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
export interface ReplayDeadLettersResponse {
  success: true;
  message: string;
  replayed: number;
  remaining: number;
}

/** Dead letters held, by owner: a service name for its outbox, `events:<group>` for an event consumer group. */
export type DeadLetterCounts = Record<string, number>;

export const AdminDeadLetterPatterns = { replay: 'admin.dead-letters.replay' } as const;

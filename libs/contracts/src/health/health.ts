import { z } from 'zod';

export const SERVICE_NAMES = [
  'auth',
  'catalog',
  'order',
  'seller',
  'admin',
  'notification',
  'media',
  'finance',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers `<service>.health` with this shape. */
export const serviceHealthSchema = z.object({
  service: z.enum(SERVICE_NAMES),
  status: z.enum(['up', 'down']),
  instance: z.string(),
  uptimeSeconds: z.number(),
  dependencies: z.record(z.string(), z.enum(['up', 'down'])),
  /** Events and jobs in this service's outbox that exhausted their attempts (kept until an admin replays them). */
  deadLetters: z.number().int().nonnegative().optional(),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

const upOrDown = z.enum(['up', 'down']);
/** GET /api/health: 200 when every dependency and service is up, else 503 with the same body. */
export const gatewayHealthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  mode: z.enum(['standalone', 'distributed']),
  uptimeSeconds: z.number(),
  dependencies: z.record(z.string(), z.string()),
  services: z.record(
    z.string(),
    z.union([serviceHealthSchema.omit({ service: true }), z.object({ status: z.literal('down'), error: z.string() })]),
  ),
  deadLetters: z.number().int(),
  deadLettersByOwner: z.record(z.string(), z.number().int()),
});
/** GET /api/health/live. */
export const livenessSchema = z.object({ success: z.literal(true), status: z.literal('ok') });
/** GET /api/health/ready: 503 with the same body when a dependency is down. */
export const readinessSchema = z.object({ success: z.boolean(), dependencies: z.record(z.string(), upOrDown) });

export const healthPattern = (service: ServiceName): string => `${service}.health`;

/**
 * Every service answers these with `{ principal, input }` (the owner checks the admin): how many dead letters
 * its outbox holds, the newest of them (`{ limit }`, answering OwnDeadLetters), and a replay of them (all, or the
 * one with `id`).
 */
export const deadLetterPatterns = (service: ServiceName) => ({
  count: `${service}.outbox-dead-letters.count`,
  replay: `${service}.outbox-dead-letters.replay`,
  list: `${service}.outbox-dead-letters.list`,
});

import { z } from 'zod';

export const SERVICE_NAMES = ['auth', 'catalog', 'order', 'seller', 'admin', 'notification', 'media'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every service answers `<service>.health` with this shape. */
export const serviceHealthSchema = z.object({
  service: z.enum(SERVICE_NAMES),
  status: z.enum(['up', 'down']),
  instance: z.string(),
  uptimeSeconds: z.number(),
  dependencies: z.record(z.string(), z.enum(['up', 'down'])),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const healthPattern = (service: ServiceName): string => `${service}.health`;

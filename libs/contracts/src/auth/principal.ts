import { z } from 'zod';

export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling: taken from a verified token by the gateway and passed to services in every message. */
export const principalSchema = z.object({
  id: z.string().min(1),
  role: z.enum(ROLES),
  email: z.string(),
});
export type Principal = z.infer<typeof principalSchema>;

/** Token lifetimes in seconds. */
export const TOKEN_TTL_SECONDS: Record<Role, number> = {
  customer: 7 * 24 * 3600,
  seller: 7 * 24 * 3600,
  admin: 12 * 3600,
};

/**
 * Each role's owner answers whether a principal may still act (exists, active): a deactivated
 * account's tokens stop working at once. Answer: `{ active: boolean }`.
 */
export const PrincipalCheckPatterns: Record<Role, string> = {
  customer: 'auth.principals.check',
  seller: 'seller.principals.check',
  admin: 'admin.principals.check',
};
export const principalCheckResultSchema = z.object({ active: z.boolean() });
export type PrincipalCheckResult = z.infer<typeof principalCheckResultSchema>;

/** Published by an owner when an account is (de)activated; gateways drop what they cached about it. */
export const PrincipalEvents = {
  statusChanged: 'principal.status-changed',
} as const;
export const principalStatusChangedSchema = z.object({ id: z.string(), role: z.enum(ROLES), active: z.boolean() });
export type PrincipalStatusChanged = z.infer<typeof principalStatusChangedSchema>;

/** Every authenticated message carries the principal beside its input. */
export const withPrincipal = <S extends z.ZodType>(input: S) => z.object({ principal: principalSchema, input });

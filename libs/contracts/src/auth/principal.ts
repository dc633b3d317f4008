import { z } from 'zod';

export const ROLES = ['customer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling: taken from a verified token by the gateway and passed to services in every message. */
export const principalSchema = z.object({
  id: z.string().min(1),
  role: z.enum(ROLES),
  email: z.string(),
  /**
   * The account's session version when the token was signed. The owner bumps it to revoke every earlier
   * token of the account (password change or reset, sign out everywhere, a takeover of an unverified account).
   */
  sv: z.number().int().min(0).optional(),
});
export type Principal = z.infer<typeof principalSchema>;

/** Token lifetimes in seconds (decision 007): short enough to bound a stolen token, revocable before that. */
export const TOKEN_TTL_SECONDS: Record<Role, number> = {
  customer: 24 * 3600,
  seller: 24 * 3600,
  admin: 8 * 3600,
};

/**
 * Each role's owner answers whether a principal may still act (exists, active, and `sv` is the account's
 * current session version): a deactivated account's tokens, or revoked sessions, stop working at once.
 * Input: `{ id, sv }`. Answer: `{ active: boolean }`.
 */
export const PrincipalCheckPatterns: Record<Role, string> = {
  customer: 'auth.principals.check',
  seller: 'seller.principals.check',
  admin: 'admin.principals.check',
};
export const principalCheckInputSchema = z.object({ id: z.string(), sv: z.number().int().min(0).default(0) });
export type PrincipalCheckInput = z.infer<typeof principalCheckInputSchema>;
export const principalCheckResultSchema = z.object({ active: z.boolean() });
export type PrincipalCheckResult = z.infer<typeof principalCheckResultSchema>;

/** Published by an owner when an account is (de)activated; gateways drop what they cached about it. */
export const PrincipalEvents = {
  statusChanged: 'principal.status-changed',
  /** Published by an owner when an account's sessions are revoked; gateways drop what they cached about it. */
  sessionsRevoked: 'principal.sessions-revoked',
} as const;
export const principalStatusChangedSchema = z.object({ id: z.string(), role: z.enum(ROLES), active: z.boolean() });
export type PrincipalStatusChanged = z.infer<typeof principalStatusChangedSchema>;
export const principalSessionsRevokedSchema = z.object({ id: z.string(), role: z.enum(ROLES), sv: z.number() });
export type PrincipalSessionsRevoked = z.infer<typeof principalSessionsRevokedSchema>;

/** Every authenticated message carries the principal beside its input. */
export const withPrincipal = <S extends z.ZodType>(input: S) => z.object({ principal: principalSchema, input });

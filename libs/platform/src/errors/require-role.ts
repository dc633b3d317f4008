import type { Principal, Role } from '@thindi/contracts';
import { DomainError } from './domain-error';

const ARTICLE: Record<Role, string> = { customer: 'a customer', seller: 'a seller', admin: 'an admin' };

/**
 * The owner's own check that the caller may act (the gateway checked too, but data is guarded where it
 * lives): anything but the role is refused with 403.
 */
export function requireRole(principal: Principal, role: Role): Principal {
  if (principal.role !== role) throw DomainError.forbidden(`This call needs ${ARTICLE[role]} account`);
  return principal;
}

import type { SellerAuthResponse } from '@thindi/contracts';
import { DomainError, type Platform } from '@thindi/platform';
import type { SellerRow } from '../db/schema';
import { toSellerView } from './seller-view';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * A signed-in seller: an inactive account is refused (a rejected one is told why); a pending (not yet
 * verified) one may sign in and see that it is pending.
 */
export function sellerSession(platform: Platform, row: SellerRow, message: string): SellerAuthResponse {
  if (!row.isActive && row.rejectionReason)
    throw DomainError.forbidden(
      `Your seller application was not approved: ${row.rejectionReason}. Please contact support.`,
      'SELLER.NOT_APPROVED',
    );
  if (!row.isActive)
    throw DomainError.forbidden(
      'Your seller account has been deactivated. Please contact support.',
      'AUTH.ACCOUNT_DEACTIVATED',
    );
  const token = sellerToken(platform, row);
  return { success: true, message, token, seller: toSellerView(row) };
}

/** A token of the seller's current session version. */
export function sellerToken(platform: Platform, row: SellerRow): string {
  return platform.tokens.sign({ id: row.id, role: 'seller', email: row.email, sv: row.sessionVersion });
}

/** Sign-in codes are hashed with the server secret. */
export function codeSecret(platform: Platform): string {
  if (!platform.config.JWT_SECRET) throw new Error('JWT_SECRET is needed to hash sign-in codes');
  return platform.config.JWT_SECRET;
}

export const CODE_PURPOSE = 'seller-login';

import type { SellerAuthResponse } from '@thindi/contracts';
import { DomainError, type Platform } from '@thindi/platform';
import type { SellerRow } from '../db/schema';
import { toSellerView } from './seller-view';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * A rejected application: switched off by the admin's verdict, with its reason. Such a seller may still sign in,
 * to read the reason, fix its profile and resubmit (decision 021); its products stay off the storefront.
 */
export const isRejected = (row: SellerRow): boolean => !row.isActive && !row.isVerified && !!row.rejectionReason;

/**
 * A signed-in seller: a deactivated account is refused; a pending (not yet verified) or rejected one may sign in
 * and see where it stands.
 */
export function sellerSession(platform: Platform, row: SellerRow, message: string): SellerAuthResponse {
  if (!row.isActive && !isRejected(row))
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

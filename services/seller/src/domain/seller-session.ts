import type { SellerAuthResponse } from '@thindi/contracts';
import { DomainError, type AppConfig, type TokenService } from '@thindi/platform';
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
export function sellerSession(
  tokens: TokenService,
  row: SellerRow,
  message: string,
  config: Pick<AppConfig, 'FSSAI_GRACE_DAYS'>,
): SellerAuthResponse {
  assertMaySignIn(row);
  const token = sellerToken(tokens, row);
  return { success: true, message, token, seller: toSellerView(row, config.FSSAI_GRACE_DAYS) };
}

/** A deactivated account is refused with its reason; a pending or rejected one may sign in. */
export function assertMaySignIn(row: SellerRow): void {
  if (!row.isActive && !isRejected(row))
    throw DomainError.forbidden(
      'Your seller account has been deactivated. Please contact support.',
      'AUTH.ACCOUNT_DEACTIVATED',
    );
}

/** A token of the seller's current session version. */
export function sellerToken(tokens: TokenService, row: SellerRow): string {
  return tokens.sign({ id: row.id, role: 'seller', email: row.email, sv: row.sessionVersion });
}

/** Sign-in codes are hashed with the server secret. */
export function codeSecret(config: AppConfig): string {
  if (!config.JWT_SECRET) throw new Error('JWT_SECRET is needed to hash sign-in codes');
  return config.JWT_SECRET;
}

export const CODE_PURPOSE = 'seller-login';

import { Inject, Injectable } from '@nestjs/common';
import { type ChangePasswordInput, type PasswordChangedResponse, type Principal } from '@thindi/contracts';
import {
  assertStrongPassword,
  DomainError,
  hashPassword,
  PLATFORM,
  requireRole,
  verifyPassword,
  type Platform,
} from '@thindi/platform';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { sellerToken } from '../../domain/seller-session';

export const SESSION_ENDED = 'This account is deactivated or no longer exists';

/** A signed-in seller changes the password: the current one is required, every other session ends. */
@Injectable()
export class ChangeSellerPasswordHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly passwords: SellerPasswordsRepository,
  ) {}

  async execute(
    principal: Principal,
    { currentPassword, newPassword }: ChangePasswordInput,
  ): Promise<PasswordChangedResponse> {
    requireRole(principal, 'seller');
    const row = await this.sellers.byId(principal.id);
    if (!row?.isActive) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    if (!(await verifyPassword(currentPassword, row.passwordHash)))
      throw DomainError.validation('Your current password is not correct', 'AUTH.WRONG_CURRENT_PASSWORD');
    assertStrongPassword(newPassword, [row.email, row.ownerName, row.businessName]);
    const renewed = await this.passwords.revokeSessions(row.id, await hashPassword(newPassword));
    if (!renewed) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return {
      success: true,
      message: 'Password changed. You were signed out on every other device.',
      token: sellerToken(this.platform, renewed),
    };
  }
}

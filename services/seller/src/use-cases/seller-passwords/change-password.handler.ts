import { Inject, Injectable } from '@nestjs/common';
import { type ChangePasswordInput, type PasswordChangedResponse, type Principal } from '@thindi/contracts';
import {
  assertStrongPassword,
  DomainError,
  hashPassword,
  PLATFORM,
  requireRole,
  UnitOfWork,
  verifyPassword,
  type Platform,
} from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { sessionsRevoked } from '../../domain/seller-notices';
import { sellerToken } from '../../domain/seller-session';

export const SESSION_ENDED = 'This account is deactivated or no longer exists';

/**
 * Starts a new session version for the seller (every earlier token is refused), with a new password when given;
 * its principal.sessions-revoked event (and the password mail) commit with it. Undefined when the seller is gone.
 */
export const renewSessions = (
  unitOfWork: UnitOfWork<SellerDb>,
  passwords: SellerPasswordsRepository,
  id: string,
  passwordHash?: string,
) =>
  unitOfWork.run(async (tx, events) => {
    const row = await passwords.revokeSessions(tx, id, passwordHash);
    if (row) events.add(...sessionsRevoked(row, passwordHash !== undefined));
    return row;
  });

/** A signed-in seller changes the password: the current one is required, every other session ends. */
@Injectable()
export class ChangeSellerPasswordHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly passwords: SellerPasswordsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
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
    const renewed = await renewSessions(this.unitOfWork, this.passwords, row.id, await hashPassword(newPassword));
    if (!renewed) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return {
      success: true,
      message: 'Password changed. You were signed out on every other device.',
      token: sellerToken(this.platform, renewed),
    };
  }
}

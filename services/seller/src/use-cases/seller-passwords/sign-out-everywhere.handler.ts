import { Injectable } from '@nestjs/common';
import { type Principal, type SignedOutResponse } from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SESSION_ENDED } from './change-password.handler';

/** Ends every session of the calling seller, this one too. */
@Injectable()
export class SellerSignOutEverywhereHandler {
  constructor(private readonly passwords: SellerPasswordsRepository) {}

  async execute(principal: Principal): Promise<SignedOutResponse> {
    requireRole(principal, 'seller');
    if (!(await this.passwords.revokeSessions(principal.id)))
      throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return { success: true, message: 'You were signed out on every device' };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { type Principal, type SignedOutResponse } from '@thindi/contracts';
import { DomainError, requireRole, UnitOfWork } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';

import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { renewSessions, SESSION_ENDED } from './change-password.handler';

/** Ends every session of the calling seller, this one too. */
@Injectable()
export class SellerSignOutEverywhereHandler {
  constructor(
    private readonly passwords: SellerPasswordsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal): Promise<SignedOutResponse> {
    requireRole(principal, 'seller');
    if (!(await renewSessions(this.unitOfWork, this.passwords, principal.id)))
      throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return { success: true, message: 'You were signed out on every device' };
  }
}

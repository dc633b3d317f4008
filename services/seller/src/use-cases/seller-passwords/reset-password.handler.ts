import { Inject, Injectable } from '@nestjs/common';
import { type ResetPasswordInput, type SellerAuthResponse } from '@thindi/contracts';
import {
  assertStrongPassword,
  codeMatches,
  DomainError,
  hashPassword,
  PLATFORM,
  UnitOfWork,
  type Platform,
} from '@thindi/platform';
import { checkCode, INVALID_CODE } from '../../domain/seller-codes';
import type { SellerDb } from '../../db/seller-db';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { proveEmail } from '../verify-email/verify-email.handler';
import { codeSecret, sellerSession } from '../../domain/seller-session';
import { renewSessions } from './change-password.handler';
import { RESET_PURPOSE } from './forgot-password.handler';

const TOO_MANY = 'Too many wrong codes. Please ask for a new code.';

/** The e-mailed reset code and a new password: every earlier session ends, the seller is signed in afresh. */
@Injectable()
export class ResetSellerPasswordHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly passwords: SellerPasswordsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute({ email, otp, newPassword }: ResetPasswordInput): Promise<SellerAuthResponse> {
    // Before the code is spent, and against what the caller typed only: a refusal tells nothing of the account.
    assertStrongPassword(newPassword, [email]);
    const pending = await checkCode(
      await this.passwords.resetCode(email),
      (codeHash) => codeMatches(codeSecret(this.platform), email, RESET_PURPOSE, otp, codeHash),
      () => this.passwords.countWrongResetCode(email),
      { wrong: 'AUTH.WRONG_VERIFICATION_CODE', tooMany: TOO_MANY },
    );
    const row = await this.sellers.byEmail(email);
    if (!row || !(await this.passwords.useResetCode(email, pending.codeHash)))
      throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    // An inactive (or rejected) seller is refused with its reason before anything changes.
    sellerSession(this.platform, row, '');
    if (!row.emailVerified) {
      // The reset code reached the address: that proves it, as verify-email would. It comes first, so a row that
      // cannot be proven (another seller holds the e-mail proven: 409) keeps its password.
      await proveEmail(this.unitOfWork, this.sellers, row.id);
    }
    const renewed = await renewSessions(this.unitOfWork, this.passwords, row.id, await hashPassword(newPassword));
    if (!renewed) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    return sellerSession(this.platform, renewed, 'Password reset. You were signed out on every other device.');
  }
}

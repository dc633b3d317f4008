import { Inject, Injectable } from '@nestjs/common';
import { type SellerAuthResponse, type SellerLoginWithOtpInput } from '@thindi/contracts';
import { codeMatches, DomainError, UnitOfWork, APP_CONFIG, type AppConfig, TokenService } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import { proveEmail } from '../verify-email/verify-email.handler';
import { checkCode, INVALID_CODE, TOO_MANY_CODES } from '../../domain/seller-codes';
import { CODE_PURPOSE, codeSecret, sellerSession } from '../../domain/seller-session';

/** Sign-in with an e-mailed code: five wrong tries burn the code; a right one is used once. */
@Injectable()
export class LoginWithCodeHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute({ email, otp }: SellerLoginWithOtpInput): Promise<SellerAuthResponse> {
    await checkCode(
      await this.sellers.loginCode(email),
      (codeHash) => codeMatches(codeSecret(this.config), email, CODE_PURPOSE, otp, codeHash),
      () => this.sellers.countWrongCode(email),
      { wrong: 'AUTH.INVALID_CODE', tooMany: TOO_MANY_CODES },
    );
    await this.sellers.deleteLoginCode(email);
    let row = await this.sellers.byEmail(email);
    if (!row) throw DomainError.unauthorized(INVALID_CODE, 'AUTH.INVALID_CODE');
    if (!row.emailVerified) {
      // The code reached the address: that proves it, as verify-email would.
      row = (await proveEmail(this.unitOfWork, this.sellers, row.id)) ?? row;
    }
    return sellerSession(this.tokens, row, 'Login successful', this.config);
  }
}

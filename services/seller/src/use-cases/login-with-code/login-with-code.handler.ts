import { Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, type SellerAuthResponse, type SellerLoginWithOtpInput } from '@thindi/contracts';
import { codeMatches, DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { SellerDecisions } from '../../messaging/seller-decisions';
import { registrationReceivedMail } from '../verify-email/verify-email.handler';
import { CODE_PURPOSE, codeSecret, sellerSession } from '../../domain/seller-session';

const MAX_WRONG_CODES = 5;
const INVALID_CODE = 'Invalid or expired OTP';
const TOO_MANY = 'Too many wrong codes. Please ask for a new OTP.';

/** Sign-in with an e-mailed code: five wrong tries burn the code; a right one is used once. */
@Injectable()
export class LoginWithCodeHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly outbox: SellerDecisions,
  ) {}

  async execute({ email, otp }: SellerLoginWithOtpInput): Promise<SellerAuthResponse> {
    const pending = await this.sellers.loginCode(email);
    if (!pending || pending.expiresAt.getTime() < Date.now())
      throw new DomainError(ErrorCodes.unauthorized, INVALID_CODE);
    if (pending.attempts >= MAX_WRONG_CODES) throw new DomainError(ErrorCodes.rateLimited, TOO_MANY);
    if (!codeMatches(codeSecret(this.platform), email, CODE_PURPOSE, otp, pending.codeHash)) {
      const wrong = await this.sellers.countWrongCode(email);
      throw new DomainError(
        wrong >= MAX_WRONG_CODES ? ErrorCodes.rateLimited : ErrorCodes.unauthorized,
        wrong >= MAX_WRONG_CODES ? TOO_MANY : INVALID_CODE,
      );
    }
    await this.sellers.deleteLoginCode(email);
    let row = await this.sellers.byEmail(email);
    if (!row) throw new DomainError(ErrorCodes.unauthorized, INVALID_CODE);
    if (!row.emailVerified) {
      // The code reached the address: that proves it, as verify-email would.
      row = (await this.sellers.markEmailVerified(row.id, registrationReceivedMail)) ?? row;
      await this.outbox.flush();
    }
    return sellerSession(this.platform, row, 'Login successful');
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  FORGOT_PASSWORD_ANSWER,
  MAIL_QUEUE,
  MailJobs,
  OTP_TTL_SECONDS,
  type CodeMail,
  type ForgotPasswordInput,
  type ForgotPasswordResponse,
} from '@thindi/contracts';
import { DomainError, generateCode, hashCode, PLATFORM, type Platform } from '@thindi/platform';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { codeSecret } from '../../domain/seller-session';

export const RESET_PURPOSE = 'seller-password-reset';
const RESEND_COOLDOWN_MS = 60_000;

/**
 * 'Forgot password?': a 6-digit reset code, valid 10 minutes, goes to the address of an active seller. An
 * unknown e-mail gets the same answer and the same cooldown (a code is stored, never sent), so the call cannot
 * be used to find accounts.
 */
@Injectable()
export class ForgotSellerPasswordHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
    private readonly passwords: SellerPasswordsRepository,
  ) {}

  async execute({ email }: ForgotPasswordInput): Promise<ForgotPasswordResponse> {
    const previous = await this.passwords.resetCode(email);
    const wait = previous ? previous.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
    if (wait > 0)
      throw DomainError.rateLimited(
        `Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code`,
        'AUTH.CODE_REQUESTED_TOO_SOON',
      );
    const code = generateCode();
    const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
    const codeHash = hashCode(codeSecret(this.platform), email, RESET_PURPOSE, code);
    await this.passwords.saveResetCode({ email, codeHash, expiresAt, attempts: 0, sentAt: new Date() });
    const seller = await this.sellers.byEmail(email);
    if (seller?.isActive) {
      const mail: CodeMail = { to: email, firstName: seller.ownerName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 };
      await this.platform.jobs.add(MAIL_QUEUE, MailJobs.passwordResetCode, mail);
    }
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  }
}

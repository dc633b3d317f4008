import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  MAIL_QUEUE,
  MailJobs,
  OTP_TTL_SECONDS,
  type CodeMail,
  type SellerSendOtpInput,
  type SendOtpResponse,
} from '@thindi/contracts';
import { DomainError, generateCode, hashCode, PLATFORM, type Platform } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { CODE_PURPOSE, codeSecret } from '../../domain/seller-session';

const RESEND_COOLDOWN_MS = 60_000;

/**
 * Sends a 6-digit sign-in code, valid 10 minutes, kept only as a hash. The answer is the same whether
 * or not a seller has this e-mail, so the call cannot be used to find accounts.
 */
@Injectable()
export class SendLoginCodeHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
  ) {}

  async execute({ email }: SellerSendOtpInput): Promise<SendOtpResponse> {
    const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
    const answer: SendOtpResponse = {
      success: true,
      message: 'OTP sent to your email',
      otpExpiry: expiresAt.toISOString(),
    };
    const seller = await this.sellers.byEmail(email);
    if (!seller?.isActive) return answer;
    const previous = await this.sellers.loginCode(email);
    const wait = previous ? previous.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
    if (wait > 0) {
      throw new DomainError(
        ErrorCodes.rateLimited,
        `Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code`,
      );
    }
    const code = generateCode();
    const codeHash = hashCode(codeSecret(this.platform), email, CODE_PURPOSE, code);
    await this.sellers.saveLoginCode({ email, codeHash, expiresAt, attempts: 0, sentAt: new Date() });
    const mail: CodeMail = { to: email, firstName: seller.ownerName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.loginCode, mail);
    return answer;
  }
}

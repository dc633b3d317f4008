import { Inject, Injectable } from '@nestjs/common';
import { OTP_TTL_SECONDS, type SellerSendOtpInput, type SendOtpResponse } from '@thindi/contracts';
import { UnitOfWork, APP_CONFIG, type AppConfig } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';

import { SellersRepository } from '../../db/sellers.repository';
import { codeMailEntry, cooldownLeft, issueCode } from '../../domain/seller-codes';
import { isRejected } from '../../domain/seller-session';

/**
 * Sends a 6-digit code, valid 10 minutes, kept only as a hash: the e-mail verification code while the seller
 * has not proven the address, else a sign-in code. The answer is the same whether or not a seller has this
 * e-mail, and whether or not a code was sent a moment ago (then nothing new is sent), so the call cannot be
 * used to find accounts; the gateway limits how often it may be asked, per address and per e-mail.
 */
@Injectable()
export class SendLoginCodeHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute({ email }: SellerSendOtpInput): Promise<SendOtpResponse> {
    const answer: SendOtpResponse = {
      success: true,
      message: 'OTP sent to your email',
      otpExpiry: new Date(Date.now() + OTP_TTL_SECONDS * 1000).toISOString(),
    };
    const seller = await this.sellers.byEmail(email);
    if (!seller || !(seller.isActive || isRejected(seller))) return answer;
    if (cooldownLeft(await this.sellers.loginCode(email)) > 0) return answer;
    const { row, mail } = issueCode(this.config, seller);
    // A new code for the e-mail (replacing an older one) and the mail that carries it, together.
    await this.unitOfWork.run(async (tx, events) => {
      await this.sellers.saveLoginCode(tx, row);
      events.add(codeMailEntry(seller, mail));
    });
    return answer;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MAIL_QUEUE,
  MailJobs,
  type Principal,
  type SellerRegisteredMail,
  type SellerVerifyEmailInput,
  type SellerVerifyEmailResponse,
} from '@thindi/contracts';
import {
  codeMatches,
  DomainError,
  requireRole,
  UnitOfWork,
  type OutboxEntry,
  APP_CONFIG,
  type AppConfig,
} from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { checkCode, TOO_MANY_CODES } from '../../domain/seller-codes';
import { CODE_PURPOSE, codeSecret } from '../../domain/seller-session';
import { toSellerView } from '../../domain/seller-view';

/**
 * The signed-in seller proves its e-mail with the code sent there: five wrong tries burn the code, a right one
 * is used once. Only then does the address get other mail, starting with 'we received your registration'.
 */
@Injectable()
export class VerifyEmailHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { otp }: SellerVerifyEmailInput): Promise<SellerVerifyEmailResponse> {
    requireRole(principal, 'seller');
    const seller = isUuid(principal.id) ? await this.sellers.byId(principal.id) : undefined;
    if (!seller) throw DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED');
    if (seller.emailVerified) return verified(seller, 'Your email is already verified', this.config);
    await checkCode(
      await this.sellers.loginCode(seller.email),
      (codeHash) => codeMatches(codeSecret(this.config), seller.email, CODE_PURPOSE, otp, codeHash),
      () => this.sellers.countWrongCode(seller.email),
      { wrong: 'AUTH.WRONG_VERIFICATION_CODE', tooMany: TOO_MANY_CODES },
    );
    const row = await proveEmail(this.unitOfWork, this.sellers, seller.id);
    return verified(row ?? (await this.sellers.byId(seller.id))!, 'Email verified successfully', this.config);
  }
}

const verified = (row: SellerRow, message: string, config: AppConfig): SellerVerifyEmailResponse => ({
  success: true,
  message,
  seller: toSellerView(row, config.FSSAI_GRACE_DAYS),
});

/**
 * Marks the seller's e-mail proven (undefined when it already was); the registration mail that waited for the
 * proof commits with it.
 */
export const proveEmail = (unitOfWork: UnitOfWork<SellerDb>, sellers: SellersRepository, id: string) =>
  unitOfWork.run(async (tx, events) => {
    const row = await sellers.markEmailVerified(tx, id);
    if (row) events.add(...registrationReceivedMail(row));
    return row;
  });

/** The registration mail that waited for the proof (any right code sent to the address proves it). */
export function registrationReceivedMail(row: SellerRow): OutboxEntry[] {
  const mail: SellerRegisteredMail = { to: row.email, ownerName: row.ownerName, businessName: row.businessName };
  return [{ kind: 'job', queue: MAIL_QUEUE, name: MailJobs.sellerRegistered, data: mail }];
}

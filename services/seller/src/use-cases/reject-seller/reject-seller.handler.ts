import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type Principal,
  type RejectSellerInput,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, type AppConfig } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { decisionEvent, decisionMail, noticeEntries, principalStatus } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * An admin rejects a pending or verified seller, with a reason: unverified and inactive, so it can no longer
 * sign in and its products leave the storefront. It is told why by e-mail, and may be approved later.
 */
@Injectable()
export class RejectSellerHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { id, reason }: RejectSellerInput): Promise<SellerDecisionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const row = await this.unitOfWork.run(async (tx, events) => {
      const changed = await new SellerModerationRepository(tx).reject(id, reason);
      if (!changed) return undefined;
      const notices = {
        events: [
          { subject: SellerEvents.rejected, data: decisionEvent(changed, reason) },
          { subject: PrincipalEvents.statusChanged, data: principalStatus(changed) },
        ],
        mail: { job: MailJobs.sellerRejected, data: decisionMail(changed, reason) },
      };
      events.add(...noticeEntries(notices, changed));
      return changed;
    });
    if (!row) throw refusal(await this.sellers.byId(id), 'Seller is already inactive');
    return { success: true, message: 'Seller rejected', seller: toAdminSellerView(row, this.config.FSSAI_GRACE_DAYS) };
  }
}

import { Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type Principal,
  type RejectSellerInput,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { decisionEvent, decisionMail, principalStatus } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';
import { SellerDecisions } from '../../messaging/seller-decisions';

/**
 * An admin rejects a pending or verified seller, with a reason: unverified and inactive, so it can no longer
 * sign in and its products leave the storefront. It is told why by e-mail, and may be approved later.
 */
@Injectable()
export class RejectSellerHandler {
  constructor(
    private readonly sellers: SellersRepository,
    private readonly decisions: SellerDecisions,
  ) {}

  async execute(principal: Principal, { id, reason }: RejectSellerInput): Promise<SellerDecisionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const row = await this.decisions.decide(
      (moderation) => moderation.reject(id, reason),
      (changed) => ({
        events: [
          { subject: SellerEvents.rejected, data: decisionEvent(changed, reason) },
          { subject: PrincipalEvents.statusChanged, data: principalStatus(changed) },
        ],
        mail: { job: MailJobs.sellerRejected, data: decisionMail(changed, reason) },
      }),
    );
    if (!row) throw refusal(await this.sellers.byId(id), 'Seller is already inactive');
    return { success: true, message: 'Seller rejected', seller: toAdminSellerView(row) };
  }
}

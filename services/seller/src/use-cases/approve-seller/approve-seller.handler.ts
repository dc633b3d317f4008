import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type ApproveSellerInput,
  type Principal,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { DomainError, requireRole, UnitOfWork } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import { decisionEvent, decisionMail, noticeEntries, principalStatus } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * An admin approves a pending or inactive seller: verified and active, its rejection cleared, so its active
 * products reach the storefront. A seller switched back on also gets its sign-in back at the gateways. The answer
 * names the other sellers with the same PAN, as the seller's details do.
 */
@Injectable()
export class ApproveSellerHandler {
  constructor(
    private readonly sellers: SellersRepository,
    private readonly moderation: SellerModerationRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { id }: ApproveSellerInput): Promise<SellerDecisionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const approved = await this.unitOfWork.run(async (tx, events) => {
      const changed = await new SellerModerationRepository(tx).approve(id);
      if (!changed) return undefined;
      const { wasActive, ...row } = changed;
      const notices = {
        events: [
          { subject: SellerEvents.approved, data: decisionEvent(row) },
          ...(wasActive ? [] : [{ subject: PrincipalEvents.statusChanged, data: principalStatus(row) }]),
        ],
        mail: { job: MailJobs.sellerApproved, data: decisionMail(row) },
      };
      events.add(...noticeEntries(notices, row));
      return changed;
    });
    if (!approved) throw refusal(await this.sellers.byId(id), 'Seller is already verified');
    const { wasActive: _wasActive, ...row } = approved;
    const samePan = await this.moderation.samePan(id, row.panNumber);
    return { success: true, message: 'Seller approved successfully', seller: { ...toAdminSellerView(row), samePan } };
  }
}

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
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, type AppConfig } from '@thindi/platform';
import { publishPublicProfile } from '../../db/public-profiles.repository';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import type { SellerDb } from '../../db/seller-db';
import { SellersRepository } from '../../db/sellers.repository';
import { licenceVerified } from '../../domain/food-licence';
import { assertLicenceVerifiable } from '../../domain/licence-approval';
import { decisionEvent, decisionMail, noticeEntries, principalStatus } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * An admin approves a pending or inactive seller: verified and active, its rejection cleared, its FSSAI licence
 * verified (one is required, valid today), so its active products reach the storefront. A seller switched back on
 * also gets its sign-in back at the gateways. The answer names the other sellers with the same PAN, as the
 * seller's details do.
 */
@Injectable()
export class ApproveSellerHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    private readonly moderation: SellerModerationRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { id }: ApproveSellerInput): Promise<SellerDecisionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const graceDays = this.config.FSSAI_GRACE_DAYS;
    const approved = await this.unitOfWork.run(async (tx, events) => {
      const moderation = new SellerModerationRepository(tx);
      const before = await moderation.lockedById(id);
      if (!before || (before.isVerified && before.isActive)) return undefined;
      const now = new Date();
      assertLicenceVerifiable(before, now);
      const changed = await moderation.approve(id, licenceVerified(before, now));
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
      await publishPublicProfile(tx, events, row, graceDays);
      return changed;
    });
    if (!approved) throw refusal(await this.sellers.byId(id), 'Seller is already verified');
    const { wasActive: _wasActive, ...row } = approved;
    const samePan = await this.moderation.samePan(id, row.panNumber);
    return {
      success: true,
      message: 'Seller approved successfully',
      seller: { ...toAdminSellerView(row, graceDays), samePan },
    };
  }
}

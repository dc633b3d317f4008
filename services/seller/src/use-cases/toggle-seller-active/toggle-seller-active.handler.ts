import { Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type AdminSellerActionResponse,
  type AdminTargetInput,
  type Principal,
} from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { decisionMail, principalStatus, statusChangedEvent } from '../../domain/seller-notices';
import { SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';
import { SellerNoticesPublisher } from '../../messaging/seller-notices.publisher';

/**
 * An admin switches a seller's account off or on. Verification is kept: a verified seller switched back on
 * is verified again, a rejected one is pending again (and can then be approved).
 */
@Injectable()
export class ToggleSellerActiveHandler {
  constructor(
    private readonly moderation: SellerModerationRepository,
    private readonly notices: SellerNoticesPublisher,
  ) {}

  async execute(principal: Principal, { id }: AdminTargetInput): Promise<AdminSellerActionResponse> {
    requireRole(principal, 'admin');
    const row = isUuid(id) ? await this.moderation.toggleActive(id) : undefined;
    if (!row) throw DomainError.notFound(SELLER_NOT_FOUND);
    await this.notices.send({
      sellerId: row.id,
      events: [
        { subject: SellerEvents.statusChanged, data: statusChangedEvent(row) },
        { subject: PrincipalEvents.statusChanged, data: principalStatus(row) },
      ],
      ...(row.isActive ? {} : { mail: { job: MailJobs.sellerDeactivated, data: decisionMail(row) } }),
    });
    return {
      success: true,
      message: row.isActive ? 'Seller activated' : 'Seller deactivated',
      seller: toAdminSellerView(row),
    };
  }
}

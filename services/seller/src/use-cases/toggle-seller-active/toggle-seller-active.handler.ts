import { Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type AdminSellerActionResponse,
  type AdminToggleInput,
  type Principal,
} from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { decisionMail, principalStatus, statusChangedEvent } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';
import { SellerNoticesPublisher } from '../../messaging/seller-notices.publisher';

/**
 * An admin switches a seller's account off or on. Verification is kept: a verified seller switched back on
 * is verified again, a rejected one is pending again (and can then be approved). With the wanted state given,
 * a seller already in it is left alone (409): two admins clicking at once do not undo each other.
 */
@Injectable()
export class ToggleSellerActiveHandler {
  constructor(
    private readonly moderation: SellerModerationRepository,
    private readonly sellers: SellersRepository,
    private readonly notices: SellerNoticesPublisher,
  ) {}

  async execute(principal: Principal, { id, isActive }: AdminToggleInput): Promise<AdminSellerActionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND);
    const row = await this.moderation.toggleActive(id, isActive);
    if (!row) throw refusal(await this.sellers.byId(id), `Seller is already ${isActive ? 'active' : 'inactive'}`);
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

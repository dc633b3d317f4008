import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MailJobs,
  PrincipalEvents,
  SellerEvents,
  type AdminSellerActionResponse,
  type AdminToggleInput,
  type Principal,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, type AppConfig } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { decisionMail, noticeEntries, principalStatus, statusChangedEvent } from '../../domain/seller-notices';
import { refusal, SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * An admin switches a seller's account off or on. Verification is kept: a verified seller switched back on
 * is verified again, a rejected one is pending again (and can then be approved). With the wanted state given,
 * a seller already in it is left alone (409): two admins clicking at once do not undo each other.
 */
@Injectable()
export class ToggleSellerActiveHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { id, isActive }: AdminToggleInput): Promise<AdminSellerActionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const row = await this.unitOfWork.run(async (tx, events) => {
      const changed = await new SellerModerationRepository(tx).toggleActive(id, isActive);
      if (!changed) return undefined;
      const notices = {
        events: [
          { subject: SellerEvents.statusChanged, data: statusChangedEvent(changed) },
          { subject: PrincipalEvents.statusChanged, data: principalStatus(changed) },
        ],
        ...(changed.isActive ? {} : { mail: { job: MailJobs.sellerDeactivated, data: decisionMail(changed) } }),
      };
      events.add(...noticeEntries(notices, changed));
      return changed;
    });
    if (!row) throw refusal(await this.sellers.byId(id), `Seller is already ${isActive ? 'active' : 'inactive'}`);
    return {
      success: true,
      message: row.isActive ? 'Seller activated' : 'Seller deactivated',
      seller: toAdminSellerView(row, this.config.FSSAI_GRACE_DAYS),
    };
  }
}

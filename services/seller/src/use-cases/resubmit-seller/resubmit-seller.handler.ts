import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  PrincipalEvents,
  RESUBMITTED_MESSAGE,
  SellerEvents,
  type Principal,
  type SellerResubmitResponse,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, type AppConfig } from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { principalStatus, profileChangedEvent } from '../../domain/seller-notices';
import { refusal } from '../../domain/seller-refusal';
import { toSellerView } from '../../domain/seller-view';

const SESSION_ENDED = 'This account no longer exists';

/**
 * A rejected seller sends its application for review again (after fixing what the reason named): active and
 * pending, so the admin finds it among the pending sellers; the catalog's mirror and the gateways follow.
 */
@Injectable()
export class ResubmitSellerHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal): Promise<SellerResubmitResponse> {
    requireRole(principal, 'seller');
    if (!isUuid(principal.id)) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    const row = await this.unitOfWork.run(async (tx, events) => {
      const changed = await new SellerModerationRepository(tx).resubmit(principal.id);
      if (!changed) return undefined;
      events.publish(SellerEvents.statusChanged, profileChangedEvent(changed));
      events.publish(PrincipalEvents.statusChanged, principalStatus(changed));
      return changed;
    });
    if (!row) {
      const current = await this.sellers.byId(principal.id);
      if (!current) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
      throw refusal(current, 'Only a rejected application can be resubmitted');
    }
    return { success: true, message: RESUBMITTED_MESSAGE, seller: toSellerView(row, this.config.FSSAI_GRACE_DAYS) };
  }
}

import { Injectable } from '@nestjs/common';
import {
  isUuid,
  PrincipalEvents,
  RESUBMITTED_MESSAGE,
  SellerEvents,
  type Principal,
  type SellerResubmitResponse,
} from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { principalStatus, profileChangedEvent } from '../../domain/seller-notices';
import { refusal } from '../../domain/seller-refusal';
import { toSellerView } from '../../domain/seller-view';
import { SellerDecisions } from '../../messaging/seller-decisions';

const SESSION_ENDED = 'This account no longer exists';

/**
 * A rejected seller sends its application for review again (after fixing what the reason named): active and
 * pending, so the admin finds it among the pending sellers; the catalog's mirror and the gateways follow.
 */
@Injectable()
export class ResubmitSellerHandler {
  constructor(
    private readonly sellers: SellersRepository,
    private readonly decisions: SellerDecisions,
  ) {}

  async execute(principal: Principal): Promise<SellerResubmitResponse> {
    requireRole(principal, 'seller');
    if (!isUuid(principal.id)) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    const row = await this.decisions.decide(
      (moderation) => moderation.resubmit(principal.id),
      (changed) => ({
        events: [
          { subject: SellerEvents.statusChanged, data: profileChangedEvent(changed) },
          { subject: PrincipalEvents.statusChanged, data: principalStatus(changed) },
        ],
      }),
    );
    if (!row) {
      const current = await this.sellers.byId(principal.id);
      if (!current) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
      throw refusal(current, 'Only a rejected application can be resubmitted');
    }
    return { success: true, message: RESUBMITTED_MESSAGE, seller: toSellerView(row) };
  }
}

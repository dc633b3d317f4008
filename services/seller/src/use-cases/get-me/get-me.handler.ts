import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type Principal, type SellerMeResponse } from '@thindi/contracts';
import { APP_CONFIG, DomainError, type AppConfig } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { toSellerView } from '../../domain/seller-view';

/** The signed-in seller's own account, with the review history of its application (newest first). */
@Injectable()
export class GetMeHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    private readonly moderation: SellerModerationRepository,
  ) {}

  async execute(principal: Principal): Promise<SellerMeResponse> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    // The principal's own id is the only one read: a seller never reaches another's account or history.
    const row = isUuid(principal.id) ? await this.sellers.byId(principal.id) : undefined;
    if (!row) throw DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED');
    return {
      success: true,
      seller: toSellerView(row, this.config.FSSAI_GRACE_DAYS),
      history: await this.moderation.reviewHistoryOf(row.id),
    };
  }
}

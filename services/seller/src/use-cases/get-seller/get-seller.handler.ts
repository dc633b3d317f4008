import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type AdminSellerResponse, type AdminTargetInput, type Principal } from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, type AppConfig } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * One seller as the admin reviews it, with its state, last rejection and what it did since, and the other sellers
 * registered with its PAN (a warning: the admin decides).
 */
@Injectable()
export class GetSellerHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sellers: SellersRepository,
    private readonly moderation: SellerModerationRepository,
  ) {}

  async execute(principal: Principal, { id }: AdminTargetInput): Promise<AdminSellerResponse> {
    requireRole(principal, 'admin');
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    if (!row) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const [history, samePan] = await Promise.all([
      this.moderation.historyOf(id),
      this.moderation.samePan(id, row.panNumber),
    ]);
    return { success: true, seller: { ...toAdminSellerView(row, this.config.FSSAI_GRACE_DAYS), history, samePan } };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  paginationOf,
  type AdminSellerListQuery,
  type AdminSellerListResponse,
  type Principal,
} from '@thindi/contracts';
import { APP_CONFIG, requireRole, type AppConfig } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { toAdminSellerView } from '../../domain/seller-view';

/** The admin's seller list: searched, filtered by state, newest first, one page at a time. */
@Injectable()
export class ListSellersHandler {
  constructor(
    private readonly moderation: SellerModerationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(principal: Principal, query: AdminSellerListQuery): Promise<AdminSellerListResponse> {
    requireRole(principal, 'admin');
    const { rows, total } = await this.moderation.list(query);
    return {
      success: true,
      sellers: rows.map((row) => toAdminSellerView(row, this.config.FSSAI_GRACE_DAYS)),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}

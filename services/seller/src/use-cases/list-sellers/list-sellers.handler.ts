import { Injectable } from '@nestjs/common';
import {
  paginationOf,
  type AdminSellerListQuery,
  type AdminSellerListResponse,
  type Principal,
} from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { toAdminSellerView } from '../../domain/seller-view';

/** The admin's seller list: searched, filtered by state, newest first, one page at a time. */
@Injectable()
export class ListSellersHandler {
  constructor(private readonly moderation: SellerModerationRepository) {}

  async execute(principal: Principal, query: AdminSellerListQuery): Promise<AdminSellerListResponse> {
    requireRole(principal, 'admin');
    const { rows, total } = await this.moderation.list(query);
    return {
      success: true,
      sellers: rows.map(toAdminSellerView),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}

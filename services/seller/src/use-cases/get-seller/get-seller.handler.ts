import { Injectable } from '@nestjs/common';
import { isUuid, type AdminSellerResponse, type AdminTargetInput, type Principal } from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/** One seller as the admin reviews it, with its state and last rejection. */
@Injectable()
export class GetSellerHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute(principal: Principal, { id }: AdminTargetInput): Promise<AdminSellerResponse> {
    requireRole(principal, 'admin');
    const row = isUuid(id) ? await this.sellers.byId(id) : undefined;
    if (!row) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    return { success: true, seller: toAdminSellerView(row) };
  }
}

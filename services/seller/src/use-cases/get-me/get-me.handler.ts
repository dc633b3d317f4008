import { Injectable } from '@nestjs/common';
import { isUuid, type Principal, type SellerMeResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { toSellerView } from '../../domain/seller-view';

/** The signed-in seller's own account. */
@Injectable()
export class GetMeHandler {
  constructor(private readonly sellers: SellersRepository) {}

  async execute(principal: Principal): Promise<SellerMeResponse> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    const row = isUuid(principal.id) ? await this.sellers.byId(principal.id) : undefined;
    if (!row) throw DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED');
    return { success: true, seller: toSellerView(row) };
  }
}

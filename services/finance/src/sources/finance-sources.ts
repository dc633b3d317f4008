import { Injectable } from '@nestjs/common';
import {
  FinanceSourcePatterns,
  orderPartSchema,
  type OrderPart,
  type SellerFinanceProfile,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { DomainError, ServiceClient } from '@thindi/platform';

/**
 * What the finance service reads from the owners of orders and sellers, when an event asks it to act. A failure
 * here fails the event's handling, so the event is delivered again later (nothing is invoiced from a guess).
 */
@Injectable()
export class FinanceSources {
  constructor(private readonly client: ServiceClient) {}

  /** A seller's part of an order, checked against its contract (an older order service's gaps take defaults). */
  async orderPart(orderId: string, sellerId: string): Promise<OrderPart> {
    const answer = await this.client.query<unknown>(FinanceSourcePatterns.orderPart, { orderId, sellerId });
    return orderPartSchema.parse(answer);
  }

  async sellerProfile(sellerId: string): Promise<SellerFinanceProfile> {
    const [profile] = await this.sellerProfiles([sellerId]);
    if (!profile) throw DomainError.notFound(`Seller ${sellerId} not found`, 'FINANCE.SELLER_NOT_FOUND');
    return profile;
  }

  async sellerProfiles(sellerIds: string[]): Promise<SellerFinanceProfile[]> {
    if (sellerIds.length === 0) return [];
    const profiles: SellerFinanceProfile[] = [];
    for (let i = 0; i < sellerIds.length; i += 100) {
      const { profiles: some } = await this.client.query<SellerFinanceProfilesResult>(
        FinanceSourcePatterns.sellerProfiles,
        { sellerIds: sellerIds.slice(i, i + 100) },
      );
      profiles.push(...some);
    }
    return profiles;
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FinanceSourcePatterns,
  type OrderPart,
  type OrderPartQuery,
  type SellerFinanceProfile,
  type SellerFinanceProfilesQuery,
} from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';

/** The order and seller services as the finance service reads them, answered from what a test put here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class FakeSourcesController {
  static readonly parts = new Map<string, OrderPart>();
  static readonly profiles = new Map<string, SellerFinanceProfile>();
  /** Set to make the order service look down. */
  static down = false;

  @MessagePattern(FinanceSourcePatterns.orderPart)
  part(@Payload() q: OrderPartQuery): OrderPart {
    if (FakeSourcesController.down) throw DomainError.unavailable('order service unavailable');
    const part = FakeSourcesController.parts.get(`${q.orderId}:${q.sellerId}`);
    if (!part) throw DomainError.notFound('Order part not found');
    return part;
  }

  @MessagePattern(FinanceSourcePatterns.sellerProfiles)
  profilesOf(@Payload() q: SellerFinanceProfilesQuery): { profiles: SellerFinanceProfile[] } {
    return {
      profiles: q.sellerIds.flatMap((id) => {
        const profile = FakeSourcesController.profiles.get(id);
        return profile ? [profile] : [];
      }),
    };
  }
}

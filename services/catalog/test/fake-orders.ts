import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  OrderPatterns,
  type ReviewableLine,
  type ReviewableLineQuery,
  type StandingOrdersResponse,
} from '@thindi/contracts';
import { CatalogModule } from '../src/catalog.module';
import { FakeMediaController } from './fake-media.controller';

/**
 * The order service's answers, scripted per test: the orders in `standing` exist and are not cancelled; the lines
 * in `delivered` (see `deliver`) may be reviewed by their shopper; `down` makes the call fail as an unreachable
 * service would.
 */
export const fakeOrders = {
  standing: new Set<string>(),
  /** `${orderId}:${productId}` → the shopper who received that line. */
  delivered: new Map<string, { customerId: string; reviewerName: string }>(),
  down: false,
  deliver(orderId: string, productId: string, customerId: string, reviewerName = 'Meena I.') {
    this.delivered.set(`${orderId}:${productId}`, { customerId, reviewerName });
  },
  reset() {
    this.standing.clear();
    this.delivered.clear();
    this.down = false;
  },
};

@Controller()
class FakeOrdersController {
  @MessagePattern(OrderPatterns.standing)
  standing(@Payload() { orderIds }: { orderIds: string[] }): StandingOrdersResponse {
    if (fakeOrders.down) throw new Error('order service down');
    return { standing: orderIds.filter((id) => fakeOrders.standing.has(id)) };
  }

  @MessagePattern(OrderPatterns.reviewable)
  reviewable(@Payload() { customerId, orderId, productId }: ReviewableLineQuery): ReviewableLine {
    const line = fakeOrders.delivered.get(`${orderId}:${productId}`);
    if (!line || line.customerId !== customerId)
      return { reviewable: false, reason: 'You can review a product after it has been delivered to you' };
    return { reviewable: true, sellerId: 'seller', reviewerName: line.reviewerName };
  }
}

@Module({})
class CatalogWithFakeOrders {}

/** The catalog module served together with the scripted order service (and the media service, for review photos). */
export const catalogWithFakeOrders: DynamicModule = {
  module: CatalogWithFakeOrders,
  imports: [CatalogModule],
  controllers: [FakeOrdersController, FakeMediaController],
};

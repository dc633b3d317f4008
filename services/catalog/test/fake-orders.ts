import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OrderPatterns, type StandingOrdersResponse } from '@thindi/contracts';
import { CatalogModule } from '../src/catalog.module';

/**
 * The order service's answer to the reservation sweeper, scripted per test: the orders in `standing` exist and
 * are not cancelled; `down` makes the call fail as an unreachable service would.
 */
export const fakeOrders = {
  standing: new Set<string>(),
  down: false,
  reset() {
    this.standing.clear();
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
}

@Module({})
class CatalogWithFakeOrders {}

/** The catalog module served together with the scripted order service. */
export const catalogWithFakeOrders: DynamicModule = {
  module: CatalogWithFakeOrders,
  imports: [CatalogModule],
  controllers: [FakeOrdersController],
};

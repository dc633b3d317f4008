import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminOrderListQuerySchema,
  OwnerAdminPatterns,
  withPrincipal,
  type AdminOrderListResponse,
  type OrderFigures,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { AdminListOrdersHandler } from '../use-cases/admin-orders/admin-list-orders.handler';
import { OrderFiguresHandler } from '../use-cases/admin-orders/order-figures.handler';

/** What the admin service asks about orders (read only); each handler checks the principal is an admin. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminOrdersController {
  constructor(
    private readonly listOrders: AdminListOrdersHandler,
    private readonly orderFigures: OrderFiguresHandler,
  ) {}

  @MessagePattern(OwnerAdminPatterns.orders.list)
  onList(@Payload() payload: unknown): Promise<AdminOrderListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminOrderListQuerySchema), payload);
    return this.listOrders.execute(principal, input);
  }

  @MessagePattern(OwnerAdminPatterns.orders.figures)
  onFigures(@Payload() payload: unknown): Promise<OrderFigures> {
    const { principal } = parseInput(withPrincipal(z.object({})), payload);
    return this.orderFigures.execute(principal);
  }
}

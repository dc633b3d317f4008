import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FinanceSourcePatterns,
  OrderPatterns,
  orderPartQuerySchema,
  reviewableLineQuerySchema,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { OrderPartHandler } from '../use-cases/order-part/order-part.handler';
import { ReviewableLineHandler } from '../use-cases/reviewable-line/reviewable-line.handler';

/**
 * Internal: the finance service asks for one seller's part of an order to invoice and settle it, and the catalog
 * whether an order's line may be reviewed. No principal, as for `order.orders.standing`: the gateway does not
 * route these subjects, so only services can ask.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class OrderPartsController {
  constructor(
    private readonly part: OrderPartHandler,
    private readonly reviewable: ReviewableLineHandler,
  ) {}

  @MessagePattern(FinanceSourcePatterns.orderPart)
  orderPart(@Payload() payload: unknown) {
    return this.part.execute(parseInput(orderPartQuerySchema, payload));
  }

  @MessagePattern(OrderPatterns.reviewable)
  reviewableLine(@Payload() payload: unknown) {
    return this.reviewable.execute(parseInput(reviewableLineQuerySchema, payload));
  }
}

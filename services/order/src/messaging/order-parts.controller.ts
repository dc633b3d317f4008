import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FinanceSourcePatterns, orderPartQuerySchema } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { OrderPartHandler } from '../use-cases/order-part/order-part.handler';

/**
 * Internal: the finance service asks for one seller's part of an order to invoice and settle it. No principal,
 * as for `order.orders.standing`: the gateway does not route this subject, so only services can ask.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class OrderPartsController {
  constructor(private readonly part: OrderPartHandler) {}

  @MessagePattern(FinanceSourcePatterns.orderPart)
  orderPart(@Payload() payload: unknown) {
    return this.part.execute(parseInput(orderPartQuerySchema, payload));
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminModerationPatterns, orderUtrSchema, withPrincipal, type MarkPaidResult } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { MarkOrderPaidHandler } from '../use-cases/orders/mark-order-paid.handler';

/** What an admin does to an order: a UPI payment marked received, audited here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminOrdersController {
  constructor(private readonly markPaid: MarkOrderPaidHandler) {}

  @MessagePattern(AdminModerationPatterns.markOrderPaid)
  onMarkPaid(@Payload() payload: unknown): Promise<MarkPaidResult> {
    const { principal, input } = parseInput(withPrincipal(orderUtrSchema), payload);
    return this.markPaid.execute(principal, input);
  }
}

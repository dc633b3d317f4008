import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DeliveryPatterns, deliveryQuoteSchema, firstIssueMessage } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';
import { DeliveryQuoteHandler } from '../use-cases/delivery-quote/delivery-quote.handler';

/** Delivery quotes: public, asked before anyone signs in (the product page, the cart). */
@Controller()
@UseFilters(RpcErrorFilter)
export class DeliveryController {
  constructor(private readonly quoteHandler: DeliveryQuoteHandler) {}

  @MessagePattern(DeliveryPatterns.quote)
  quote(@Payload() payload: unknown) {
    const parsed = deliveryQuoteSchema.safeParse(payload ?? {});
    if (!parsed.success) throw DomainError.validation(firstIssueMessage(parsed.error));
    return this.quoteHandler.execute(parsed.data);
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DeliveryPatterns, deliveryQuoteSchema } from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseInput, RpcErrorFilter } from '@thindi/platform';
import { DeliveryQuoteHandler } from '../use-cases/delivery-quote/delivery-quote.handler';

/** Delivery quotes: public, asked before anyone signs in (the product page, the cart). */
@Controller()
@UseFilters(RpcErrorFilter)
export class DeliveryController {
  constructor(private readonly quoteHandler: DeliveryQuoteHandler) {}

  @MessagePattern(DeliveryPatterns.quote)
  quote(@Payload() payload: unknown) {
    return this.quoteHandler.execute(parseInput(deliveryQuoteSchema, payload ?? {}, FIRST_ISSUE_ONLY));
  }
}

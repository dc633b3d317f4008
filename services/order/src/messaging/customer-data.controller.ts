import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OrderPatterns, type CustomerOrderData } from '@thindi/contracts';
import { parseAuthed, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CustomerDataHandler } from '../use-cases/customer-data/customer-data.handler';

/** The shopper's own data held here, asked by the auth service when the shopper downloads a copy of it. */
@Controller()
@UseFilters(RpcErrorFilter)
export class CustomerDataController {
  constructor(private readonly data: CustomerDataHandler) {}

  @MessagePattern(OrderPatterns.dataOfCustomer)
  dataOfCustomer(@Payload() payload: unknown): Promise<CustomerOrderData> {
    const only = { roles: ['customer' as const], refused: 'Only a customer has orders, tickets and a cart' };
    return this.data.execute(parseAuthed(z.object({}), payload, { only }).principal);
  }
}

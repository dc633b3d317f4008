import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  erasureBlockersQuerySchema,
  OrderPatterns,
  sellerOpenWorkQuerySchema,
  type CustomerOrderData,
  type ErasureBlockers,
} from '@thindi/contracts';
import { parseAuthed, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CustomerDataHandler } from '../use-cases/customer-data/customer-data.handler';
import { EraseCustomerHandler } from '../use-cases/erase-customer/erase-customer.handler';

/**
 * The shopper's own data held here, asked by the auth service when the shopper downloads a copy of it, or before it
 * deletes their account.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class CustomerDataController {
  constructor(
    private readonly data: CustomerDataHandler,
    private readonly erasure: EraseCustomerHandler,
  ) {}

  /** Internal, asked by the seller service before a seller closes its shop. */
  @MessagePattern(OrderPatterns.sellerOpenWork)
  sellerOpenWork(@Payload() payload: unknown): Promise<ErasureBlockers> {
    return this.erasure.sellerOpenWork(parseInput(sellerOpenWorkQuerySchema, payload).sellerId);
  }

  /** Internal, asked by the auth service before it deletes an account. */
  @MessagePattern(OrderPatterns.erasureBlockers)
  erasureBlockers(@Payload() payload: unknown): Promise<ErasureBlockers> {
    return this.erasure.blockers(parseInput(erasureBlockersQuerySchema, payload).customerId);
  }

  @MessagePattern(OrderPatterns.dataOfCustomer)
  dataOfCustomer(@Payload() payload: unknown): Promise<CustomerOrderData> {
    const only = { roles: ['customer' as const], refused: 'Only a customer has orders, tickets and a cart' };
    return this.data.execute(parseAuthed(z.object({}), payload, { only }).principal);
  }
}

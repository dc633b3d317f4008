import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { principalCheckInputSchema, PrincipalCheckPatterns, type PrincipalCheckResult } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { CheckCustomerHandler } from '../use-cases/check-customer/check-customer.handler';

/** The gateway asks whether a customer's token may still act. */
@Controller()
@UseFilters(RpcErrorFilter)
export class PrincipalsController {
  constructor(private readonly checkCustomer: CheckCustomerHandler) {}

  @MessagePattern(PrincipalCheckPatterns.customer)
  check(@Payload() payload: unknown): Promise<PrincipalCheckResult> {
    return this.checkCustomer.execute(parseInput(principalCheckInputSchema, payload));
  }
}

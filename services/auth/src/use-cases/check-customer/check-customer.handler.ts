import { Injectable } from '@nestjs/common';
import type { PrincipalCheckInput, PrincipalCheckResult } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';

/** Whether a customer's token may still act: the account exists, is active and the token's session is current. */
@Injectable()
export class CheckCustomerHandler {
  constructor(private readonly customers: CustomersRepository) {}

  async execute({ id, sv }: PrincipalCheckInput): Promise<PrincipalCheckResult> {
    const customer = await this.customers.findById(id);
    return { active: !!customer?.isActive && customer.sessionVersion === sv };
  }
}

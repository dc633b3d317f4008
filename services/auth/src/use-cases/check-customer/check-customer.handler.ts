import { Injectable } from '@nestjs/common';
import type { PrincipalCheckResult } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';

/** Whether a customer's tokens may still act: the account exists and is active. */
@Injectable()
export class CheckCustomerHandler {
  constructor(private readonly customers: CustomersRepository) {}

  async execute({ id }: { id: string }): Promise<PrincipalCheckResult> {
    return { active: (await this.customers.findById(id))?.isActive ?? false };
  }
}

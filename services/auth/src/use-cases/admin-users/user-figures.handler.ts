import { Injectable } from '@nestjs/common';
import type { Principal, UserFigures } from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';

/** The customers' share of the admin's figures: how many, and how many may sign in. */
@Injectable()
export class UserFiguresHandler {
  constructor(private readonly customers: CustomersRepository) {}

  execute(principal: Principal): Promise<UserFigures> {
    requireRole(principal, 'admin');
    return this.customers.figures();
  }
}

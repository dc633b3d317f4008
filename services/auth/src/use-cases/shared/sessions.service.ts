import { Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, type AuthResponse, type Principal, type User } from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import type { CustomerRow } from '../../db/schema';
import { toUserView } from '../../domain/user-view';

/** Turns a customer into what the API answers: a signed token and the user view. */
@Injectable()
export class Sessions {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly customers: CustomersRepository,
  ) {}

  async view(customer: CustomerRow): Promise<User> {
    return toUserView(customer, await this.customers.addressesOf(customer.id));
  }

  async start(customer: CustomerRow, message: string): Promise<AuthResponse> {
    const token = this.platform.tokens.sign({ id: customer.id, role: 'customer', email: customer.email });
    return { success: true, message, token, user: await this.view(customer) };
  }

  /** The calling customer's account; a token of another role, or of an account gone since, is refused. */
  async caller(principal: Principal): Promise<CustomerRow> {
    if (principal.role !== 'customer') throw DomainError.forbidden('This call needs a customer account');
    const customer = await this.customers.findById(principal.id);
    if (!customer || !customer.isActive)
      throw new DomainError(ErrorCodes.unauthorized, 'This account is deactivated or no longer exists');
    return customer;
  }
}

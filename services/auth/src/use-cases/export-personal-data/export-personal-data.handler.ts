import { Inject, Injectable } from '@nestjs/common';
import {
  OrderPatterns,
  ReviewPatterns,
  type CustomerOrderData,
  type CustomerReviewsResponse,
  type PersonalDataExport,
  type Principal,
} from '@thindi/contracts';
import { DomainError, LOGGER, ServiceClient, type Logger } from '@thindi/platform';
import type { CustomerRow } from '../../db/schema';
import { toUserView } from '../../domain/user-view';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

const NOT_GATHERED = 'Your data could not be gathered just now. Nothing was changed; please try again in a minute.';

/** The account part of the copy: what the shopper gave and chose, never the password hash, codes or sessions. */
function exportedAccount(customer: CustomerRow): PersonalDataExport['account'] {
  return {
    id: customer.id,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    emailVerified: customer.emailVerified,
    hasPassword: customer.passwordHash !== null,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
    preferences: { orderEmails: customer.orderEmails, offerEmails: customer.offerEmails },
  };
}

/**
 * The signed-in shopper's copy of everything the platform holds about them (DPDP Act 2023): the account and
 * addresses from here, orders, tickets and the cart from the order service, reviews from the catalog, asked at
 * once. An owner that does not answer fails the whole copy: a partial one would mislead.
 */
@Injectable()
export class ExportPersonalDataHandler {
  constructor(
    private readonly sessions: Sessions,
    private readonly customers: CustomersRepository,
    private readonly client: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(principal: Principal): Promise<PersonalDataExport> {
    const customer = await this.sessions.caller(principal);
    const ask = async <T>(owner: string, pattern: string): Promise<T> => {
      try {
        return await this.client.query<T>(pattern, { principal, input: {} });
      } catch (err) {
        this.logger.warn({ owner, err: (err as Error).message }, 'personal data: an owner did not answer');
        throw DomainError.unavailable(NOT_GATHERED);
      }
    };
    const [addresses, held, written] = await Promise.all([
      this.customers.addressesOf(customer.id),
      ask<CustomerOrderData>('order', OrderPatterns.dataOfCustomer),
      ask<CustomerReviewsResponse>('catalog', ReviewPatterns.ofCustomer),
    ]);
    return {
      generatedAt: new Date().toISOString(),
      account: exportedAccount(customer),
      addresses: toUserView(customer, addresses).addresses,
      orders: held.orders,
      tickets: held.tickets,
      reviews: written.reviews,
      cart: held.cart,
    };
  }
}

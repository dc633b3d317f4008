import { Inject, Injectable } from '@nestjs/common';
import {
  OrderPatterns,
  PrincipalEvents,
  UserEvents,
  type DeleteAccountMessage,
  type DeleteAccountResponse,
  type ErasureBlockers,
  type Principal,
  type PrincipalSessionsRevoked,
  type UserErasedEvent,
} from '@thindi/contracts';
import { DomainError, ServiceClient, UnitOfWork, verifyPassword } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { Sessions, SESSION_ENDED } from '../shared/sessions.service';

const WRONG_PASSWORD = 'Your password is not correct';
const NO_PASSWORD = 'Your account has no password: delete it with a code we e-mail you instead';
export const ACCOUNT_DELETED =
  'Your account was deleted. Invoices stay with the platform for the period the GST law sets, with the name on them.';

/**
 * A shopper deletes their own account (the Digital Personal Data Protection Act 2023): after their password or an
 * e-mailed code, and only when no order of theirs is on its way and no ticket open (the order service says what to
 * wait for). The account is erased and every token revoked in one transaction with user.erased, on which the other
 * services erase or anonymise what they hold (orders and reviews keep 'Former customer'); invoices stay in finance,
 * as tax law requires.
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(
    private readonly sessions: Sessions,
    private readonly codes: OneTimeCodes,
    private readonly client: ServiceClient,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
  ) {}

  async execute(principal: Principal, input: DeleteAccountMessage): Promise<DeleteAccountResponse> {
    const customer = await this.sessions.caller(principal);
    if (input.password !== undefined) {
      if (customer.passwordHash === null) throw DomainError.validation(NO_PASSWORD, 'AUTH.WRONG_CURRENT_PASSWORD');
      if (!(await verifyPassword(input.password, customer.passwordHash)))
        throw DomainError.validation(WRONG_PASSWORD, 'AUTH.WRONG_CURRENT_PASSWORD');
    } else {
      await this.codes.consume(customer.email, 'login', input.otp!, input.clientAddress);
    }
    const { blockers } = await this.client.query<ErasureBlockers>(OrderPatterns.erasureBlockers, {
      customerId: customer.id,
    });
    if (blockers.length > 0)
      throw DomainError.conflict(`Your account cannot be deleted yet: ${blockers.join('; ')}`, 'AUTH.ACCOUNT_IN_USE');
    const erased = await this.unitOfWork.run(async (tx, events) => {
      const row = await new CustomersRepository(tx).erase(customer.id);
      if (!row) return undefined;
      const revoked: PrincipalSessionsRevoked = { id: row.id, role: 'customer', sv: row.sessionVersion };
      events.publish(PrincipalEvents.sessionsRevoked, revoked);
      const event: UserErasedEvent = { userId: row.id, at: row.updatedAt.toISOString() };
      events.publish(UserEvents.erased, event);
      return row;
    });
    if (!erased) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return { success: true, message: ACCOUNT_DELETED };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  PrincipalEvents,
  type AuthResponse,
  type PasswordChangedMail,
  type Principal,
  type PrincipalSessionsRevoked,
  type User,
} from '@thindi/contracts';
import { DomainError, UnitOfWork, TokenService } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomerNoticesRepository } from '../../db/customer-notices.repository';
import { CustomersRepository } from '../../db/customers.repository';
import type { CustomerRow } from '../../db/schema';
import type { SessionChanges } from '../../db/customers.repository';
import { toUserView } from '../../domain/user-view';

export const SESSION_ENDED = 'This account is deactivated or no longer exists';

/** Turns a customer into what the API answers (a signed token and the user view), and revokes sessions. */
@Injectable()
export class Sessions {
  constructor(
    private readonly tokens: TokenService,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
    private readonly customers: CustomersRepository,
    private readonly notices: CustomerNoticesRepository,
  ) {}

  async view(customer: CustomerRow): Promise<User> {
    return toUserView(customer, await this.customers.addressesOf(customer.id));
  }

  /** A token of the account's current session version. */
  token(customer: CustomerRow): string {
    return this.tokens.sign({
      id: customer.id,
      role: 'customer',
      email: customer.email,
      sv: customer.sessionVersion,
    });
  }

  /**
   * A signed-in answer. It asks for a profile while the account has no name (its first code sign-in dropped what
   * an unproven registration typed), and says so when the password that signed in fails today's rule.
   */
  async start(customer: CustomerRow, message: string, { weakPassword = false } = {}): Promise<AuthResponse> {
    await this.notices.noteSignIn(customer.id);
    const answer: AuthResponse = {
      success: true,
      message,
      token: this.token(customer),
      user: await this.view(customer),
    };
    if (!customer.firstName) answer.needsProfile = true;
    if (weakPassword) answer.weakPassword = true;
    return answer;
  }

  /**
   * Revokes every token of the account (with a new password or a proven e-mail, when given). The change and
   * its principal.sessions-revoked event commit together, so every gateway forgets the account at once; with
   * `passwordChanged` the 'Your password was changed' mail goes with them.
   */
  async revokeAll(customer: CustomerRow, changes: SessionChanges = {}, passwordChanged = false): Promise<CustomerRow> {
    const renewed = await this.renew((customers) => customers.revokeSessions(customer.id, changes), passwordChanged);
    if (!renewed) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return renewed;
  }

  /**
   * Makes a change that starts a new session version, with its event (and mail) in the same transaction;
   * undefined, and nothing announced, when `change` changed no account.
   */
  async renew(
    change: (customers: CustomersRepository) => Promise<CustomerRow | undefined>,
    passwordChanged = false,
  ): Promise<CustomerRow | undefined> {
    return this.unitOfWork.run(async (tx, events) => {
      const renewed = await change(new CustomersRepository(tx));
      if (!renewed) return undefined;
      const event: PrincipalSessionsRevoked = { id: renewed.id, role: 'customer', sv: renewed.sessionVersion };
      events.publish(PrincipalEvents.sessionsRevoked, event);
      if (passwordChanged) {
        const mail: PasswordChangedMail = { to: renewed.email, firstName: renewed.firstName || undefined };
        events.enqueue(MAIL_QUEUE, MailJobs.passwordChanged, mail);
      }
      return renewed;
    });
  }

  /** The calling customer's account; a token of another role, or of an account gone since, is refused. */
  async caller(principal: Principal): Promise<CustomerRow> {
    if (principal.role !== 'customer') throw DomainError.forbidden('This call needs a customer account');
    const customer = await this.customers.findById(principal.id);
    if (!customer || !customer.isActive) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return customer;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  PrincipalEvents,
  UserEvents,
  type AuthResponse,
  type PrincipalSessionsRevoked,
  type UserData,
  type UserRegisteredEvent,
  type WelcomeMail,
} from '@thindi/contracts';
import { DomainError, hashPassword, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository, type NewCustomer } from '../../db/customers.repository';
import { DEACTIVATED } from '../login/login.handler';
import { Sessions } from './sessions.service';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Creates the verified account of someone who just proved their e-mail with a code. */
@Injectable()
export class VerifiedRegistration {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
    private readonly sessions: Sessions,
  ) {}

  /**
   * The account's e-mail is the proven one, whatever userData says. An unverified account on that
   * e-mail (from /register) is taken over: its owner never proved the address; this person just did. It starts
   * clean: the new password, a new session version (every earlier token is refused) and an event for the gateways.
   * One the admin deactivated stays off: taking it over would hand out a token for it.
   */
  async create(email: string, userData: UserData): Promise<AuthResponse> {
    const { password, ...details } = userData;
    const data: NewCustomer = { ...details, email, passwordHash: await hashPassword(password), emailVerified: true };
    // The account, its welcome mail and its user.registered event commit together.
    const customer = await this.unitOfWork.run(async (tx, events) => {
      const customers = new CustomersRepository(tx);
      const existing = await customers.findByEmail(email);
      if (existing && !existing.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
      const saved = existing ? await customers.replaceUnverified(existing.id, data) : await customers.insert(data);
      if (!saved) throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
      const welcome: WelcomeMail = { to: email, firstName: saved.firstName };
      const event: UserRegisteredEvent = { userId: saved.id, email, emailVerified: true };
      events.enqueue(MAIL_QUEUE, MailJobs.welcome, welcome);
      events.publish(UserEvents.registered, event);
      if (existing) {
        const revoked: PrincipalSessionsRevoked = { id: saved.id, role: 'customer', sv: saved.sessionVersion };
        events.publish(PrincipalEvents.sessionsRevoked, revoked);
      }
      return saved;
    });
    return this.sessions.start(customer, 'Account created successfully');
  }
}

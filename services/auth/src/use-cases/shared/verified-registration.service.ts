import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  UserEvents,
  type AuthResponse,
  type UserData,
  type UserRegisteredEvent,
  type WelcomeMail,
} from '@thindi/contracts';
import { DomainError, hashPassword, PLATFORM, type Platform } from '@thindi/platform';
import { CustomersRepository, type NewCustomer } from '../../db/customers.repository';
import { DEACTIVATED } from '../login/login.handler';
import { Sessions } from './sessions.service';

export const EMAIL_TAKEN = 'An account with this email already exists';

/** Creates the verified account of someone who just proved their e-mail with a code. */
@Injectable()
export class VerifiedRegistration {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  /**
   * The account's e-mail is the proven one, whatever userData says. An unverified account on that
   * e-mail (from /register) is taken over: its owner never proved the address; this person just did.
   * One the admin deactivated stays off: taking it over would hand out a token for it.
   */
  async create(email: string, userData: UserData): Promise<AuthResponse> {
    const { password, ...details } = userData;
    const data: NewCustomer = { ...details, email, passwordHash: await hashPassword(password), emailVerified: true };
    const existing = await this.customers.findByEmail(email);
    if (existing && !existing.isActive) throw DomainError.forbidden(DEACTIVATED);
    const customer = existing
      ? await this.customers.replaceUnverified(existing.id, data)
      : await this.customers.insert(data);
    if (!customer) throw DomainError.conflict(EMAIL_TAKEN);
    const welcome: WelcomeMail = { to: email, firstName: customer.firstName };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.welcome, welcome);
    const event: UserRegisteredEvent = { userId: customer.id, email, emailVerified: true };
    await this.platform.events.publish(UserEvents.registered, event, { id: `user.registered:${customer.id}:verified` });
    return this.sessions.start(customer, 'Account created successfully');
  }
}

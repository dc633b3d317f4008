import { Inject, Injectable } from '@nestjs/common';
import { UserEvents, type AuthResponse, type UserData, type UserRegisteredEvent } from '@thindi/contracts';
import { DomainError, hashPassword, PLATFORM, type Platform } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';
import { EMAIL_TAKEN } from '../shared/verified-registration.service';

/** Creates an unverified account: password sign-in waits until the e-mail is proven by a code. */
@Injectable()
export class RegisterHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute({ password, ...details }: UserData): Promise<AuthResponse> {
    if (await this.customers.findByEmail(details.email)) throw DomainError.conflict(EMAIL_TAKEN);
    const customer = await this.customers.insert({
      ...details,
      passwordHash: await hashPassword(password),
      emailVerified: false,
    });
    if (!customer) throw DomainError.conflict(EMAIL_TAKEN);
    const event: UserRegisteredEvent = { userId: customer.id, email: customer.email, emailVerified: false };
    await this.platform.events.publish(UserEvents.registered, event, { id: `user.registered:${customer.id}` });
    return this.sessions.start(
      customer,
      'Registration successful. Please verify your email with a one-time code to sign in with your password.',
    );
  }
}

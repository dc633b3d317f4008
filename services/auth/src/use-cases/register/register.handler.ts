import { Inject, Injectable } from '@nestjs/common';
import { UserEvents, type RegisterResponse, type UserData, type UserRegisteredEvent } from '@thindi/contracts';
import { DomainError, hashPassword } from '@thindi/platform';
import { AUTH_OUTBOX } from '../../auth.constants';
import type { AuthOutbox } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { EMAIL_TAKEN } from '../shared/verified-registration.service';

/**
 * Creates an unverified account and answers no token: nobody acts for an address they have not proven. Password
 * sign-in waits until the e-mail is proven by a code, and whoever proves it first starts the account clean.
 */
@Injectable()
export class RegisterHandler {
  constructor(
    @Inject(AUTH_OUTBOX) private readonly outbox: AuthOutbox,
    private readonly customers: CustomersRepository,
  ) {}

  async execute({ password, ...details }: UserData): Promise<RegisterResponse> {
    if (await this.customers.findByEmail(details.email)) throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
    const passwordHash = await hashPassword(password);
    // The account and its user.registered event commit together: no account goes unannounced.
    await this.outbox.run(async (tx, follow) => {
      const created = await new CustomersRepository(tx).insert({ ...details, passwordHash, emailVerified: false });
      if (!created) throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
      const event: UserRegisteredEvent = { userId: created.id, email: created.email, emailVerified: false };
      await follow({ kind: 'event', subject: UserEvents.registered, data: event });
    });
    return {
      success: true,
      message: 'Registration successful. Please verify your email: sign in with a one-time code (Login with OTP).',
    };
  }
}

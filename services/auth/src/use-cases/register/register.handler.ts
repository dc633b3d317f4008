import { Inject, Injectable } from '@nestjs/common';
import { UserEvents, type RegisterResponse, type UserData, type UserRegisteredEvent } from '@thindi/contracts';
import { assertStrongPassword, UnitOfWork } from '@thindi/platform';
import type { AuthDb } from '../../db/auth-db';
import { CustomersRepository } from '../../db/customers.repository';
import { SignupAttempts } from '../shared/signup-attempts.service';

const ANSWER: RegisterResponse = {
  success: true,
  message: 'Registration successful. Please verify your email: sign in with a one-time code (Login with OTP).',
};

/**
 * Creates an unverified account and answers no token: nobody acts for an address they have not proven. The
 * password is checked against the rules and not kept: nobody proved it belongs to the owner of the e-mail, so the
 * account has none until its first code sign-in lets the owner choose one (decision 031). A taken e-mail gets the
 * same answer and changes nothing; the owner of a proven account is told of the attempt.
 */
@Injectable()
export class RegisterHandler {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<AuthDb>,
    private readonly customers: CustomersRepository,
    private readonly attempts: SignupAttempts,
  ) {}

  async execute({ password, ...details }: UserData): Promise<RegisterResponse> {
    assertStrongPassword(password, [details.email, details.firstName, details.lastName]);
    const existing = await this.customers.findByEmail(details.email);
    if (existing) {
      if (existing.emailVerified) await this.attempts.tellOwner(existing);
      return ANSWER;
    }
    // The account and its user.registered event commit together: no account goes unannounced.
    await this.unitOfWork.run(async (tx, events) => {
      const created = await new CustomersRepository(tx).insert({
        ...details,
        passwordHash: null,
        emailVerified: false,
      });
      if (!created) return;
      const event: UserRegisteredEvent = { userId: created.id, email: created.email, emailVerified: false };
      events.publish(UserEvents.registered, event);
    });
    return ANSWER;
  }
}

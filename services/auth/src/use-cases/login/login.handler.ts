import { Injectable } from '@nestjs/common';
import { type AuthResponse, type LoginInput } from '@thindi/contracts';
import { DomainError, DUMMY_PASSWORD_HASH, verifyPassword } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { Sessions } from '../shared/sessions.service';

export const DEACTIVATED = 'Your account has been deactivated. Please contact support.';

/** Password sign-in. An unknown e-mail costs the same hash as a known one and gets the same answer. */
@Injectable()
export class LoginHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, password }: LoginInput): Promise<AuthResponse> {
    const customer = await this.customers.findByEmail(email);
    const matches = await verifyPassword(password, customer?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!customer || !matches) throw DomainError.unauthorized('Invalid email or password', 'AUTH.INVALID_CREDENTIALS');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    if (!customer.emailVerified) {
      throw DomainError.forbidden(
        'Please verify your email address first: sign in with a one-time code (Login with OTP).',
        'AUTH.EMAIL_NOT_VERIFIED',
      );
    }
    return this.sessions.start(customer, 'Login successful');
  }
}

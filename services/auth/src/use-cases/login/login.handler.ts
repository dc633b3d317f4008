import { Injectable } from '@nestjs/common';
import { type AuthResponse, type LoginInput } from '@thindi/contracts';
import { DomainError, DUMMY_PASSWORD_HASH, failsPasswordRule, verifyPassword } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { accountWords } from '../../domain/password-inputs';
import { Sessions } from '../shared/sessions.service';

export const DEACTIVATED = 'Your account has been deactivated. Please contact support.';

/**
 * Password sign-in. An unknown e-mail costs the same hash as a known one and gets the same answer, and so does an
 * account without a password it can use: only a password chosen by someone who proved the e-mail signs in
 * (decision 031). A password older than today's rule still works; the answer says it is weak.
 */
@Injectable()
export class LoginHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, password }: LoginInput): Promise<AuthResponse> {
    const customer = await this.customers.findByEmail(email);
    const usable = customer?.emailVerified ? customer.passwordHash : null;
    const matches = await verifyPassword(password, usable ?? DUMMY_PASSWORD_HASH);
    if (!customer || !usable || !matches)
      throw DomainError.unauthorized('Invalid email or password', 'AUTH.INVALID_CREDENTIALS');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    const weakPassword = failsPasswordRule(password, accountWords(customer));
    return this.sessions.start(customer, 'Login successful', { weakPassword });
  }
}

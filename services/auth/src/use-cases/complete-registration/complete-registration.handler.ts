import { Injectable } from '@nestjs/common';
import type { AuthResponse, UserData } from '@thindi/contracts';
import { assertStrongPassword, DomainError, DUMMY_PASSWORD_HASH, verifyPassword } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';
import { EMAIL_TAKEN, VerifiedRegistration } from '../shared/verified-registration.service';

/**
 * Creates the account of an e-mail whose registration code was verified in the last 10 minutes.
 * Repeating it with the same password (a client that lost the verify-otp answer) signs in again.
 */
@Injectable()
export class CompleteRegistrationHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
    private readonly registration: VerifiedRegistration,
  ) {}

  async execute({ email, userData }: { email: string; userData: UserData }): Promise<AuthResponse> {
    if (!(await this.codes.registrationVerified(email)))
      throw DomainError.validation('Please verify your email first', 'AUTH.EMAIL_PROOF_MISSING');
    const existing = await this.customers.findByEmail(email);
    if (existing?.emailVerified) {
      const matches = await verifyPassword(userData.password, existing.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!existing.isActive || !matches) throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
      return this.sessions.start(existing, 'Registration complete');
    }
    assertStrongPassword(userData.password, [email, userData.firstName, userData.lastName]);
    return this.registration.create(email, userData);
  }
}

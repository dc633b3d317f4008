import { Injectable } from '@nestjs/common';
import type { AuthResponse } from '@thindi/contracts';
import { DomainError, hashPassword } from '@thindi/platform';
import { randomBytes } from 'node:crypto';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes, INVALID_CODE } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';
import { DEACTIVATED } from '../login/login.handler';

/**
 * Sign-in with an e-mailed code; it also proves the e-mail. An account that was unverified until now starts
 * clean: whoever created it by /register may not be this person, so its password is replaced by a random one
 * nobody knows (the owner sets theirs with 'Forgot password?') and every earlier token is revoked.
 */
@Injectable()
export class LoginWithOtpHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, otp }: { email: string; otp: string }): Promise<AuthResponse> {
    await this.codes.consume(email, 'login', otp);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    if (customer.emailVerified) return this.sessions.start(customer, 'Login successful');
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const verified = await this.sessions.revokeAll(customer, { emailVerified: true, passwordHash });
    return this.sessions.start(verified, 'Login successful');
  }
}

import { Injectable } from '@nestjs/common';
import type { AuthResponse, LoginWithOtpMessage } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { DEACTIVATED } from '../login/login.handler';
import { INVALID_CODE, OneTimeCodes } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';

/**
 * Sign-in with an e-mailed code; it also proves the e-mail. An account nobody had proven until now starts clean
 * (decision 031): whoever registered it may not be this person, so the name, phone and password typed at
 * registration are dropped, every earlier token is revoked, and the answer asks the owner for a profile
 * (`needsProfile`); the owner may then choose a password (POST /api/auth/password).
 */
@Injectable()
export class LoginWithOtpHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, otp, clientAddress }: LoginWithOtpMessage): Promise<AuthResponse> {
    await this.codes.consume(email, 'login', otp, clientAddress);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    if (customer.emailVerified) return this.sessions.start(customer, 'Login successful');
    // Undefined when a code sign-up proved the account a moment ago: it is then started as it now is.
    const proven =
      (await this.sessions.renew((customers) => customers.proveDroppingDetails(customer.id))) ??
      (await this.customers.findById(customer.id));
    if (!proven) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    return this.sessions.start(proven, 'Login successful');
  }
}

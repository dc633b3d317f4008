import { Injectable } from '@nestjs/common';
import type { AuthResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes, INVALID_CODE } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';
import { DEACTIVATED } from '../login/login.handler';

/** Sign-in with an e-mailed code; it also proves the e-mail, so password sign-in works afterwards. */
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
    if (!customer) throw DomainError.validation(INVALID_CODE);
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED);
    const verified = customer.emailVerified
      ? customer
      : await this.customers.update(customer.id, { emailVerified: true });
    return this.sessions.start(verified ?? customer, 'Login successful');
  }
}

import { Injectable } from '@nestjs/common';
import type { AuthResponse, VerifyOtpInput } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { EMAIL_TAKEN, VerifiedRegistration } from '../shared/verified-registration.service';

/** Checks a registration code and creates the verified account. */
@Injectable()
export class VerifyOtpHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly registration: VerifiedRegistration,
  ) {}

  async execute({ email, otp, userData }: VerifyOtpInput): Promise<AuthResponse> {
    // Checked before the code is spent, so a taken e-mail does not waste it.
    if ((await this.customers.findByEmail(email))?.emailVerified)
      throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
    await this.codes.consume(email, 'registration', otp);
    return this.registration.create(email, userData);
  }
}

import { Injectable } from '@nestjs/common';
import type { SendOtpInput, SendOtpResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { EMAIL_TAKEN } from '../shared/verified-registration.service';

/** Sends a sign-up or sign-in code. A sign-in code for an unknown e-mail gets the same answer, unsent. */
@Injectable()
export class SendOtpHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
  ) {}

  async execute({ email, firstName, type }: SendOtpInput): Promise<SendOtpResponse> {
    const customer = await this.customers.findByEmail(email);
    if (type === 'registration' && customer?.emailVerified) throw DomainError.conflict(EMAIL_TAKEN, 'AUTH.EMAIL_TAKEN');
    const mailTo = type === 'registration' ? { firstName } : customer && { firstName: customer.firstName };
    const expiresAt = await this.codes.issue(email, type, mailTo);
    return { success: true, message: 'OTP sent to your email', otpExpiry: expiresAt.toISOString() };
  }
}

import { Injectable } from '@nestjs/common';
import type { CustomerSendOtpResponse, SendOtpInput } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { SignupAttempts } from '../shared/signup-attempts.service';

/**
 * Sends a sign-up or sign-in code, with the same answer (and cooldown) for every e-mail: a sign-in code for an
 * unknown e-mail is stored unsent, and a sign-up code for an e-mail a proven account holds is stored unsent while
 * the owner is told of the attempt instead. The answer says when another code may be asked for.
 */
@Injectable()
export class SendOtpHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly attempts: SignupAttempts,
  ) {}

  async execute({ email, firstName, type }: SendOtpInput): Promise<CustomerSendOtpResponse> {
    const customer = await this.customers.findByEmail(email);
    const wrongCodesSinceSignIn = customer?.wrongCodesSinceSignIn;
    const taken = type === 'registration' && customer?.emailVerified;
    const mailTo = taken
      ? undefined
      : type === 'registration'
        ? { firstName, wrongCodesSinceSignIn }
        : // A name typed at an unproven registration may be anyone's words: the mail does not greet with it.
          customer && { firstName: customer.emailVerified ? customer.firstName : undefined, wrongCodesSinceSignIn };
    const { expiresAt, resendAfterSeconds } = await this.codes.issue(email, type, mailTo);
    if (taken && customer) await this.attempts.tellOwner(customer);
    return { success: true, message: 'OTP sent to your email', otpExpiry: expiresAt.toISOString(), resendAfterSeconds };
  }
}

import { Injectable } from '@nestjs/common';
import type { AuthResponse, VerifyOtpMessage } from '@thindi/contracts';
import { assertStrongPassword } from '@thindi/platform';
import { OneTimeCodes } from '../shared/one-time-codes.service';
import { VerifiedRegistration } from '../shared/verified-registration.service';

/**
 * Checks a registration code and creates the verified account. A taken e-mail is refused like a wrong code: its
 * code was never sent, so nobody can type it.
 */
@Injectable()
export class VerifyOtpHandler {
  constructor(
    private readonly codes: OneTimeCodes,
    private readonly registration: VerifiedRegistration,
  ) {}

  async execute({ email, otp, userData, clientAddress }: VerifyOtpMessage): Promise<AuthResponse> {
    // Before the code is spent: a refused password must not cost the shopper a new code.
    assertStrongPassword(userData.password, [email, userData.firstName, userData.lastName]);
    await this.codes.consume(email, 'registration', otp, clientAddress);
    return this.registration.create(email, userData);
  }
}

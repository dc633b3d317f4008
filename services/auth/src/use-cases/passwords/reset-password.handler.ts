import { Injectable } from '@nestjs/common';
import type { AuthResponse, ResetPasswordMessage } from '@thindi/contracts';
import { assertStrongPassword, DomainError, hashPassword } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import { DEACTIVATED } from '../login/login.handler';
import { INVALID_CODE, OneTimeCodes } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';

/**
 * The e-mailed reset code and a new password: the code proves the address (an unverified account becomes
 * verified and, as at a first code sign-in, loses the details its registration typed), every earlier session
 * ends, and the caller is signed in with a fresh token.
 */
@Injectable()
export class ResetPasswordHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
  ) {}

  async execute({ email, otp, newPassword, clientAddress }: ResetPasswordMessage): Promise<AuthResponse> {
    // Before the code is spent, and against what the caller typed only: a refusal tells nothing of the account.
    assertStrongPassword(newPassword, [email]);
    await this.codes.consume(email, 'password-reset', otp, clientAddress);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    const passwordHash = await hashPassword(newPassword);
    // A first proof of the e-mail, like a first code sign-in: what an unproven registration typed is dropped.
    const dropped = customer.emailVerified ? {} : { firstName: '', lastName: '', phone: null };
    const renewed = await this.sessions.revokeAll(customer, { ...dropped, passwordHash, emailVerified: true }, true);
    return this.sessions.start(renewed, 'Password reset. You were signed out on every other device.');
  }
}

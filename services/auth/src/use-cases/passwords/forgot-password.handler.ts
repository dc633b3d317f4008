import { Injectable } from '@nestjs/common';
import { FORGOT_PASSWORD_ANSWER, type ForgotPasswordInput, type ForgotPasswordResponse } from '@thindi/contracts';
import { CustomersRepository } from '../../db/customers.repository';
import { OneTimeCodes } from '../shared/one-time-codes.service';

/**
 * 'Forgot password?': a reset code goes to the address of an active account. An unknown e-mail gets the same
 * answer (and the same cooldown, its code stored but never sent), so the call cannot be used to find accounts.
 */
@Injectable()
export class ForgotPasswordHandler {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
  ) {}

  async execute({ email }: ForgotPasswordInput): Promise<ForgotPasswordResponse> {
    const customer = await this.customers.findByEmail(email);
    const mailTo = customer?.isActive
      ? {
          firstName: customer.emailVerified ? customer.firstName : undefined,
          wrongCodesSinceSignIn: customer.wrongCodesSinceSignIn,
        }
      : undefined;
    await this.codes.issue(email, 'password-reset', mailTo);
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  }
}

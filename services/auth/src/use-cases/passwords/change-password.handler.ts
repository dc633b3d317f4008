import { Injectable } from '@nestjs/common';
import type { ChangePasswordInput, PasswordChangedResponse, Principal } from '@thindi/contracts';
import { assertStrongPassword, DomainError, hashPassword, verifyPassword } from '@thindi/platform';
import { accountWords } from '../../domain/password-inputs';
import { Sessions } from '../shared/sessions.service';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const NO_PASSWORD_YET = 'Your account has no password yet: choose one instead (Set a password).';
export const PASSWORD_CHANGED = 'Password changed. You were signed out on every other device.';

/** A signed-in customer changes the password: the current one is required, every other session ends. */
@Injectable()
export class ChangePasswordHandler {
  constructor(private readonly sessions: Sessions) {}

  async execute(
    principal: Principal,
    { currentPassword, newPassword }: ChangePasswordInput,
  ): Promise<PasswordChangedResponse> {
    const customer = await this.sessions.caller(principal);
    if (customer.passwordHash === null) throw DomainError.validation(NO_PASSWORD_YET, 'AUTH.WRONG_CURRENT_PASSWORD');
    if (!(await verifyPassword(currentPassword, customer.passwordHash)))
      throw DomainError.validation(WRONG_CURRENT_PASSWORD, 'AUTH.WRONG_CURRENT_PASSWORD');
    assertStrongPassword(newPassword, accountWords(customer));
    const renewed = await this.sessions.revokeAll(customer, { passwordHash: await hashPassword(newPassword) }, true);
    return { success: true, message: PASSWORD_CHANGED, token: this.sessions.token(renewed) };
  }
}

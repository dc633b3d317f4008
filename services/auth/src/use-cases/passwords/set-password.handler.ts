import { Injectable } from '@nestjs/common';
import type { PasswordChangedResponse, Principal, SetPasswordInput } from '@thindi/contracts';
import { assertStrongPassword, DomainError, hashPassword } from '@thindi/platform';
import { accountWords } from '../../domain/password-inputs';
import { Sessions } from '../shared/sessions.service';

export const PASSWORD_ALREADY_SET =
  'You already have a password. To change it, use Change password: it asks for your current one.';

/**
 * A signed-in customer whose account has no password it can use (its first code sign-in dropped the one typed at
 * registration) chooses one. Like a change, it ends every other session and mails 'Your password was changed';
 * an account that has a password is pointed to change-password, and of two calls at once only one sets it.
 */
@Injectable()
export class SetPasswordHandler {
  constructor(private readonly sessions: Sessions) {}

  async execute(principal: Principal, { password }: SetPasswordInput): Promise<PasswordChangedResponse> {
    const customer = await this.sessions.caller(principal);
    if (customer.passwordHash !== null) throw DomainError.conflict(PASSWORD_ALREADY_SET, 'AUTH.PASSWORD_ALREADY_SET');
    assertStrongPassword(password, accountWords(customer));
    const passwordHash = await hashPassword(password);
    const renewed = await this.sessions.renew(
      (customers) => customers.setFirstPassword(customer.id, passwordHash),
      true,
    );
    if (!renewed) throw DomainError.conflict(PASSWORD_ALREADY_SET, 'AUTH.PASSWORD_ALREADY_SET');
    return {
      success: true,
      message: 'Password set. You can sign in with it from now on.',
      token: this.sessions.token(renewed),
    };
  }
}

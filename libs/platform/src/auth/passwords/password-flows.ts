import {
  FORGOT_PASSWORD_ANSWER,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type PasswordChangedResponse,
  type Principal,
  type ResetPasswordInput,
  type SignedOutResponse,
} from '@thindi/contracts';
import { DomainError } from '../../errors/domain-error';
import { hashPassword, verifyPassword } from '../password';
import { assertStrongPassword } from '../password-rule';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const NO_PASSWORD_YET = 'Your account has no password yet: choose one instead (Set a password).';
export const PASSWORD_CHANGED = 'Password changed. You were signed out on every other device.';
export const PASSWORD_RESET = 'Password reset. You were signed out on every other device.';
export const SIGNED_OUT_EVERYWHERE = 'You were signed out on every device';

/** A reset: the e-mailed code and the new password, with the client's address where the role counts guesses by it. */
export type PasswordReset = ResetPasswordInput & { clientAddress?: string };

/**
 * What a role (customer, seller) gives the password flows: its accounts, their reset codes and their sessions.
 * The service that owns the accounts implements it over its own tables.
 */
export interface PasswordAccounts<Account, Session> {
  /** The calling account; a token of another role, or of an account gone or switched off since, is refused. */
  caller(principal: Principal): Promise<Account>;
  /** Ends every session of the calling account (a new session version, announced); refused when it is gone. */
  endSessions(principal: Principal): Promise<void>;
  /** The account's password hash (null: it has none it can use yet). */
  passwordHash(account: Account): string | null;
  /** What the account's password may not be built from (its e-mail, names). */
  words(account: Account): string[];
  /**
   * Stores a new reset code for the address and mails it when an active account has it; an unknown address gets
   * the same answer and the same wait before the next code, so the call cannot find accounts.
   */
  sendResetCode(email: string): Promise<void>;
  /**
   * Spends the reset code (each wrong one counted, five burn it) and answers the account it proves; an account
   * that may not sign in is refused with its reason before anything changes.
   */
  spendResetCode(reset: PasswordReset): Promise<Account>;
  /**
   * Starts a new session version (every earlier token is refused), with the new password when given and the
   * address proven when `provesEmail`; its principal.sessions-revoked event (and, with a password, the 'Your
   * password was changed' mail) commit with it. Refused when the account is gone.
   */
  renew(account: Account, change: { passwordHash: string; provesEmail?: boolean }): Promise<Account>;
  /** A token of the account's current session version. */
  token(account: Account): string;
  /** The signed-in answer of the role. */
  session(account: Account, message: string): Promise<Session>;
}

/**
 * The password flows of every role, one way: change (the current password required), forgotten, reset by an
 * e-mailed code, and sign out everywhere. Each ends every other session; the rule a new password must meet is
 * `assertStrongPassword`, checked before anything is spent or changed.
 */
export class PasswordFlows<Account, Session> {
  constructor(private readonly accounts: PasswordAccounts<Account, Session>) {}

  async change(
    principal: Principal,
    { currentPassword, newPassword }: ChangePasswordInput,
  ): Promise<PasswordChangedResponse> {
    const account = await this.accounts.caller(principal);
    const hash = this.accounts.passwordHash(account);
    if (hash === null) throw DomainError.validation(NO_PASSWORD_YET, 'AUTH.WRONG_CURRENT_PASSWORD');
    if (!(await verifyPassword(currentPassword, hash)))
      throw DomainError.validation(WRONG_CURRENT_PASSWORD, 'AUTH.WRONG_CURRENT_PASSWORD');
    assertStrongPassword(newPassword, this.accounts.words(account));
    const renewed = await this.accounts.renew(account, { passwordHash: await hashPassword(newPassword) });
    return { success: true, message: PASSWORD_CHANGED, token: this.accounts.token(renewed) };
  }

  async forgot({ email }: ForgotPasswordInput): Promise<{ success: true; message: string }> {
    await this.accounts.sendResetCode(email);
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  }

  /** The code proves the address; the caller is signed in afresh. */
  async reset(reset: PasswordReset): Promise<Session> {
    // Before the code is spent, and against what the caller typed only: a refusal tells nothing of the account.
    assertStrongPassword(reset.newPassword, [reset.email]);
    const account = await this.accounts.spendResetCode(reset);
    const passwordHash = await hashPassword(reset.newPassword);
    const renewed = await this.accounts.renew(account, { passwordHash, provesEmail: true });
    return this.accounts.session(renewed, PASSWORD_RESET);
  }

  /** Ends every session of the caller, this one too. */
  async signOutEverywhere(principal: Principal): Promise<SignedOutResponse> {
    await this.accounts.endSessions(principal);
    return { success: true, message: SIGNED_OUT_EVERYWHERE };
  }
}

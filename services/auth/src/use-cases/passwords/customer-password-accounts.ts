import { Injectable } from '@nestjs/common';
import type { AuthResponse, Principal } from '@thindi/contracts';
import { DomainError, type PasswordAccounts, type PasswordReset } from '@thindi/platform';
import { CustomersRepository } from '../../db/customers.repository';
import type { CustomerRow } from '../../db/schema';
import { accountWords } from '../../domain/password-inputs';
import { DEACTIVATED } from '../login/login.handler';
import { INVALID_CODE, OneTimeCodes } from '../shared/one-time-codes.service';
import { Sessions } from '../shared/sessions.service';

/**
 * The customers' side of the password flows: their accounts, their one-time codes (wrong ones counted per
 * account and client address) and their sessions. A reset proves the address: an unverified account becomes
 * verified and, as at a first code sign-in, loses the details its registration typed.
 */
@Injectable()
export class CustomerPasswordAccounts implements PasswordAccounts<CustomerRow, AuthResponse> {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodes,
    private readonly sessions: Sessions,
  ) {}

  caller(principal: Principal): Promise<CustomerRow> {
    return this.sessions.caller(principal);
  }

  async endSessions(principal: Principal): Promise<void> {
    await this.sessions.revokeAll(await this.sessions.caller(principal));
  }

  passwordHash(customer: CustomerRow): string | null {
    return customer.passwordHash;
  }

  words(customer: CustomerRow): string[] {
    return accountWords(customer);
  }

  async sendResetCode(email: string): Promise<void> {
    const customer = await this.customers.findByEmail(email);
    const mailTo = customer?.isActive
      ? {
          firstName: customer.emailVerified ? customer.firstName : undefined,
          wrongCodesSinceSignIn: customer.wrongCodesSinceSignIn,
        }
      : undefined;
    await this.codes.issue(email, 'password-reset', mailTo);
  }

  async spendResetCode({ email, otp, clientAddress }: PasswordReset): Promise<CustomerRow> {
    if (!clientAddress) throw DomainError.validation('clientAddress is required');
    await this.codes.consume(email, 'password-reset', otp, clientAddress);
    const customer = await this.customers.findByEmail(email);
    if (!customer) throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    if (!customer.isActive) throw DomainError.forbidden(DEACTIVATED, 'AUTH.ACCOUNT_DEACTIVATED');
    return customer;
  }

  renew(customer: CustomerRow, { passwordHash, provesEmail }: { passwordHash: string; provesEmail?: boolean }) {
    // A first proof of the e-mail, like a first code sign-in: what an unproven registration typed is dropped.
    const dropped = provesEmail && !customer.emailVerified ? { firstName: '', lastName: '', phone: null } : {};
    return this.sessions.revokeAll(
      customer,
      { ...dropped, passwordHash, emailVerified: customer.emailVerified || !!provesEmail },
      true,
    );
  }

  token(customer: CustomerRow): string {
    return this.sessions.token(customer);
  }

  session(customer: CustomerRow, message: string): Promise<AuthResponse> {
    return this.sessions.start(customer, message);
  }
}

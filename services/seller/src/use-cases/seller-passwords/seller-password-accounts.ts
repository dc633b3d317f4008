import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  OTP_TTL_SECONDS,
  type CodeMail,
  type Principal,
  type SellerAuthResponse,
} from '@thindi/contracts';
import {
  APP_CONFIG,
  codeMatches,
  DomainError,
  generateCode,
  hashCode,
  JOB_QUEUE,
  requireRole,
  TokenService,
  UnitOfWork,
  type AppConfig,
  type JobQueue,
  type PasswordAccounts,
  type PasswordReset,
} from '@thindi/platform';
import type { SellerDb } from '../../db/seller-db';
import { SellerPasswordsRepository } from '../../db/seller-passwords.repository';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { checkCode, INVALID_CODE } from '../../domain/seller-codes';
import { sessionsRevoked } from '../../domain/seller-notices';
import { assertMaySignIn, codeSecret, sellerSession, sellerToken } from '../../domain/seller-session';
import { proveEmail } from '../verify-email/verify-email.handler';

export const SESSION_ENDED = 'This account is deactivated or no longer exists';
export const RESET_PURPOSE = 'seller-password-reset';
const RESEND_COOLDOWN_MS = 60_000;
const TOO_MANY = 'Too many wrong codes. Please ask for a new code.';

/**
 * Starts a new session version for the seller (every earlier token is refused), with a new password when given;
 * its principal.sessions-revoked event (and the password mail) commit with it. Undefined when the seller is gone.
 */
export const renewSessions = (
  unitOfWork: UnitOfWork<SellerDb>,
  passwords: SellerPasswordsRepository,
  id: string,
  passwordHash?: string,
) =>
  unitOfWork.run(async (tx, events) => {
    const row = await passwords.revokeSessions(tx, id, passwordHash);
    if (row) events.add(...sessionsRevoked(row, passwordHash !== undefined));
    return row;
  });

/**
 * The sellers' side of the password flows: their accounts, their reset codes (6 digits, 10 minutes, a minute
 * between sends, five wrong tries burn one) and their sessions. A reset code that reached the address proves it,
 * as verify-email would.
 */
@Injectable()
export class SellerPasswordAccounts implements PasswordAccounts<SellerRow, SellerAuthResponse> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly tokens: TokenService,
    private readonly sellers: SellersRepository,
    private readonly passwords: SellerPasswordsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async caller(principal: Principal): Promise<SellerRow> {
    requireRole(principal, 'seller');
    const row = await this.sellers.byId(principal.id);
    if (!row?.isActive) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return row;
  }

  async endSessions(principal: Principal): Promise<void> {
    requireRole(principal, 'seller');
    if (!(await renewSessions(this.unitOfWork, this.passwords, principal.id)))
      throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
  }

  passwordHash(row: SellerRow): string {
    return row.passwordHash;
  }

  words(row: SellerRow): string[] {
    return [row.email, row.ownerName, row.businessName];
  }

  async sendResetCode(email: string): Promise<void> {
    const previous = await this.passwords.resetCode(email);
    const wait = previous ? previous.sentAt.getTime() + RESEND_COOLDOWN_MS - Date.now() : 0;
    if (wait > 0)
      throw DomainError.rateLimited(
        `Please wait ${Math.ceil(wait / 1000)} seconds before asking for a new code`,
        'AUTH.CODE_REQUESTED_TOO_SOON',
      );
    const code = generateCode();
    const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
    const codeHash = hashCode(codeSecret(this.config), email, RESET_PURPOSE, code);
    await this.passwords.saveResetCode({ email, codeHash, expiresAt, attempts: 0, sentAt: new Date() });
    const seller = await this.sellers.byEmail(email);
    if (seller?.isActive) {
      const mail: CodeMail = { to: email, firstName: seller.ownerName, code, expiresInMinutes: OTP_TTL_SECONDS / 60 };
      await this.jobs.add(MAIL_QUEUE, MailJobs.passwordResetCode, mail);
    }
  }

  async spendResetCode({ email, otp }: PasswordReset): Promise<SellerRow> {
    const pending = await checkCode(
      await this.passwords.resetCode(email),
      (codeHash) => codeMatches(codeSecret(this.config), email, RESET_PURPOSE, otp, codeHash),
      () => this.passwords.countWrongResetCode(email),
      { wrong: 'AUTH.WRONG_VERIFICATION_CODE', tooMany: TOO_MANY },
    );
    const row = await this.sellers.byEmail(email);
    if (!row || !(await this.passwords.useResetCode(email, pending.codeHash)))
      throw DomainError.validation(INVALID_CODE, 'AUTH.WRONG_VERIFICATION_CODE');
    // An inactive (or rejected) seller is refused with its reason before anything changes.
    assertMaySignIn(row);
    return row;
  }

  async renew(row: SellerRow, { passwordHash, provesEmail }: { passwordHash: string; provesEmail?: boolean }) {
    // It comes first, so a row that cannot be proven (another seller holds the e-mail proven: 409) keeps its password.
    if (provesEmail && !row.emailVerified) await proveEmail(this.unitOfWork, this.sellers, row.id);
    const renewed = await renewSessions(this.unitOfWork, this.passwords, row.id, passwordHash);
    if (!renewed) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return renewed;
  }

  token(row: SellerRow): string {
    return sellerToken(this.tokens, row);
  }

  async session(row: SellerRow, message: string): Promise<SellerAuthResponse> {
    return sellerSession(this.tokens, row, message, this.config);
  }
}

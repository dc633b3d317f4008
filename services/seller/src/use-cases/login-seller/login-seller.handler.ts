import { Inject, Injectable } from '@nestjs/common';
import { type SellerAuthResponse, type SellerLoginInput } from '@thindi/contracts';
import {
  APP_CONFIG,
  DomainError,
  DUMMY_PASSWORD_HASH,
  failsPasswordRule,
  verifyPassword,
  TokenService,
  type AppConfig,
} from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { INVALID_CREDENTIALS, sellerSession } from '../../domain/seller-session';

/**
 * Password sign-in. An unknown e-mail is checked against a dummy hash so both failures look and take the same.
 * The proven seller of the e-mail is the only one that can sign in with it; while none is proven, the unproven
 * registrations sharing it are tried newest first and the first whose password matches signs in. A password
 * older than today's rule still signs in, and the answer says it is weak (`weakPassword`).
 */
@Injectable()
export class LoginSellerHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sellers: SellersRepository,
  ) {}

  async execute({ email, password }: SellerLoginInput): Promise<SellerAuthResponse> {
    const rows = await this.sellers.allByEmail(email);
    const candidates = rows[0]?.emailVerified ? rows.slice(0, 1) : rows;
    for (const row of candidates)
      if (await verifyPassword(password, row.passwordHash)) {
        const session = sellerSession(this.tokens, row, 'Login successful', this.config);
        // An older password still signs in; the answer says it would not be accepted as a new one today.
        const weak = failsPasswordRule(password, [row.email, row.ownerName, row.businessName]);
        return weak ? { ...session, weakPassword: true } : session;
      }
    if (candidates.length === 0) await verifyPassword(password, DUMMY_PASSWORD_HASH);
    throw DomainError.unauthorized(INVALID_CREDENTIALS, 'AUTH.INVALID_CREDENTIALS');
  }
}

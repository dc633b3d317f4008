import { Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, type SellerAuthResponse, type SellerLoginInput } from '@thindi/contracts';
import { DomainError, DUMMY_PASSWORD_HASH, PLATFORM, verifyPassword, type Platform } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import { INVALID_CREDENTIALS, sellerSession } from '../../domain/seller-session';

/** Password sign-in. An unknown e-mail is checked against a dummy hash so both failures look and take the same. */
@Injectable()
export class LoginSellerHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
  ) {}

  async execute({ email, password }: SellerLoginInput): Promise<SellerAuthResponse> {
    const row = await this.sellers.byEmail(email);
    const matches = await verifyPassword(password, row?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!row || !matches) throw new DomainError(ErrorCodes.unauthorized, INVALID_CREDENTIALS);
    return sellerSession(this.platform, row, 'Login successful');
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import { SELLER_DB } from '../seller.constants';
import type { SellerDb } from './seller-db';
import { sellers, type SellerAddress } from './schema';

/** What the finance service needs of a registered seller: who it is, where, its tax ids, e-mail and bank. */
export interface SellerFinanceRow {
  sellerId: string;
  businessName: string;
  address: SellerAddress;
  gstNumber: string | null;
  panNumber: string;
  email: string;
  bankAccountHolderName: string;
  bankAccountNumber: string;
  bankIfscCode: string;
  bankName: string;
}

@Injectable()
export class FinanceProfilesRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  /** Each of these sellers that exists, in any verification state: one query however many are asked for. */
  async forSellers(ids: string[]): Promise<SellerFinanceRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        sellerId: sellers.id,
        businessName: sellers.businessName,
        address: sellers.address,
        gstNumber: sellers.gstNumber,
        panNumber: sellers.panNumber,
        email: sellers.email,
        bankAccountHolderName: sellers.bankAccountHolderName,
        bankAccountNumber: sellers.bankAccountNumber,
        bankIfscCode: sellers.bankIfscCode,
        bankName: sellers.bankName,
      })
      .from(sellers)
      .where(inArray(sellers.id, ids));
  }
}

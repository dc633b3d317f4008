import { Injectable } from '@nestjs/common';
import {
  DEMO_SELLERS,
  type SellerFinanceProfile,
  type SellerFinanceProfilesQuery,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import { z } from 'zod';
import { FinanceProfilesRepository, type SellerFinanceRow } from '../../db/finance-profiles.repository';

type DemoSeller = (typeof DEMO_SELLERS)[number];
const DEMOS = new Map<string, DemoSeller>(DEMO_SELLERS.map((demo) => [demo.id, demo]));
// Seller ids are UUIDs in the table: anything else can only be a demo, and must not reach the uuid column.
const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

/**
 * The sellers' profiles the finance service invoices and pays from (one query for all of them): a registered
 * seller's, in any verification state, else a demo seller's from DEMO_SELLERS (no account: no e-mail, no bank).
 * Ids nobody knows are left out.
 */
@Injectable()
export class FinanceProfilesHandler {
  constructor(private readonly sellers: FinanceProfilesRepository) {}

  async execute({ sellerIds }: SellerFinanceProfilesQuery): Promise<SellerFinanceProfilesResult> {
    const ids = [...new Set(sellerIds)];
    const rows = await this.sellers.forSellers(ids.filter(isUuid));
    const registered = new Map(rows.map((row) => [row.sellerId, row]));
    return {
      profiles: ids.flatMap((id) => {
        const row = registered.get(id);
        const demo = DEMOS.get(id);
        if (row) return [registeredProfile(row, demo)];
        return demo ? [demoProfile(demo)] : [];
      }),
    };
  }
}

/**
 * A demo seller signed in with its demo account keeps its demo GSTIN until it registers one, as its shipping terms
 * do: the order charged GST under that GSTIN, so the invoice must carry it.
 */
function registeredProfile(row: SellerFinanceRow, demo: DemoSeller | undefined): SellerFinanceProfile {
  const { street, city, state, pincode } = row.address;
  return {
    sellerId: row.sellerId,
    businessName: row.businessName,
    address: `${street}, ${city}, ${state} ${pincode}`,
    state,
    pincode,
    gstin: row.gstNumber?.trim().toUpperCase() || demo?.gstin || null,
    pan: row.panNumber.trim().toUpperCase() || null,
    email: row.email,
    bank: {
      accountHolderName: row.bankAccountHolderName,
      accountNumber: row.bankAccountNumber,
      ifsc: row.bankIfscCode,
      bankName: row.bankName,
    },
  };
}

/** A demo seller ships from its pincode's state; a GSTIN embeds its holder's PAN (characters 3 to 12). */
function demoProfile(demo: DemoSeller): SellerFinanceProfile {
  const state = lookupPincode(demo.pincode)?.state ?? '';
  return {
    sellerId: demo.id,
    businessName: demo.businessName,
    address: `${demo.city}, ${state} ${demo.pincode}`,
    state,
    pincode: demo.pincode,
    gstin: demo.gstin,
    pan: demo.gstin.slice(2, 12),
    email: null,
    bank: null,
  };
}

import { BUSINESS_TYPES, maskAccountNumber, type Seller } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

const businessType = (t: string): Seller['businessType'] => BUSINESS_TYPES.find((b) => b === t) ?? 'individual';

/** A seller as the API shows it: the account number masked, documents only as "uploaded or not". */
export function toSellerView(row: SellerRow): Seller {
  return {
    _id: row.id,
    id: row.id,
    businessName: row.businessName,
    ownerName: row.ownerName,
    email: row.email,
    phone: row.phone,
    businessType: businessType(row.businessType),
    panNumber: row.panNumber,
    gstNumber: row.gstNumber,
    address: row.address,
    bankDetails: {
      accountNumberLast4: maskAccountNumber(row.bankAccountNumber),
      ifscCode: row.bankIfscCode,
      accountHolderName: row.bankAccountHolderName,
      bankName: row.bankName,
    },
    documents: {
      aadharCard: !!row.documents.aadharCard,
      panCard: !!row.documents.panCard,
      bankDocument: !!row.documents.bankDocument,
    },
    isVerified: row.isVerified,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

import { BUSINESS_TYPES, maskAccountNumber, sellerStatusOf, type AdminSeller, type Seller } from '@thindi/contracts';
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
    emailVerified: row.emailVerified,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A seller as the admin sees it: the same view, its state in words and the last rejection. */
export function toAdminSellerView(row: SellerRow): AdminSeller {
  return {
    ...toSellerView(row),
    status: sellerStatusOf(row),
    rejectionReason: row.rejectionReason,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

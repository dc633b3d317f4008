import { BUSINESS_TYPES, maskAccountNumber, sellerStatusOf, type AdminSeller, type Seller } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';
import { foodLicenceOf } from './food-licence';

const businessType = (t: string): Seller['businessType'] => BUSINESS_TYPES.find((b) => b === t) ?? 'individual';

/** The customer care the storefront shows: the seller's own, else its phone and e-mail. */
export const customerCareOf = (row: SellerRow): Seller['customerCare'] => ({
  phone: row.customerCarePhone ?? row.phone,
  email: row.customerCareEmail ?? row.email,
});

/**
 * A seller as the API shows it: the account number masked, documents only as "uploaded or not", its FSSAI licence
 * as it stands at `now` (a grace seller's grace lasts FSSAI_GRACE_DAYS).
 */
export function toSellerView(row: SellerRow, graceDays: number, now = new Date()): Seller {
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
      fssaiCertificate: !!row.documents.fssaiCertificate,
    },
    foodLicence: foodLicenceOf(row, now, graceDays),
    about: row.about,
    customerCare: customerCareOf(row),
    isVerified: row.isVerified,
    isActive: row.isActive,
    emailVerified: row.emailVerified,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A seller as the admin sees it: the same view, its state in words and the last rejection. */
export function toAdminSellerView(row: SellerRow, graceDays: number, now = new Date()): AdminSeller {
  return {
    ...toSellerView(row, graceDays, now),
    status: sellerStatusOf(row),
    rejectionReason: row.rejectionReason,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { SellerRegistration } from '@thindi/contracts';
import type { StoredDocuments } from './register-seller.state';

/** The seller's row: pending approval, with the keys of its kept documents and its FSSAI licence, unverified. */
export function toRow(id: string, r: SellerRegistration, passwordHash: string, docs: StoredDocuments) {
  return {
    id,
    businessName: r.businessName,
    ownerName: r.ownerName,
    email: r.email,
    phone: r.phone,
    businessType: r.businessType,
    panNumber: r.panNumber,
    gstNumber: r.gstNumber,
    address: r.address,
    bankAccountNumber: r.bankDetails.accountNumber,
    bankIfscCode: r.bankDetails.ifscCode,
    bankAccountHolderName: r.bankDetails.accountHolderName,
    bankName: r.bankDetails.bankName,
    documents: {
      aadharCard: docs.aadharCard.key,
      panCard: docs.panCard.key,
      bankDocument: docs.bankDocument.key,
      ...(docs.fssaiCertificate ? { fssaiCertificate: docs.fssaiCertificate.key } : {}),
    },
    fssaiLicenceNumber: r.fssaiLicenceNumber,
    fssaiLicenceKind: r.fssaiLicenceKind,
    fssaiValidUntil: r.fssaiValidUntil,
    passwordHash,
  };
}

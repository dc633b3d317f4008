import type { SellerKycField, UpdateSellerProfileInput } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

const KYC_DOCUMENTS = ['aadharCard', 'panCard', 'bankDocument'] as const;

/**
 * The columns a profile edit writes: a blank account number keeps the stored one, and a document not sent keeps
 * the stored one. A licence left out (its three fields empty) keeps the stored one; a changed licence or certificate
 * waits for an admin to verify it again (decision 035), the licence last verified counting meanwhile. `about` left out stays; customer care null goes back to the
 * seller's phone and e-mail.
 */
export function profileChanges(before: SellerRow, input: UpdateSellerProfileInput): Partial<SellerRow> {
  const documents = input.documents ? { ...before.documents, ...input.documents } : before.documents;
  return {
    businessName: input.businessName,
    ownerName: input.ownerName,
    phone: input.phone,
    businessType: input.businessType,
    panNumber: input.panNumber,
    gstNumber: input.gstNumber,
    address: input.address,
    ...(input.bankDetails.accountNumber ? { bankAccountNumber: input.bankDetails.accountNumber } : {}),
    bankIfscCode: input.bankDetails.ifscCode,
    bankAccountHolderName: input.bankDetails.accountHolderName,
    bankName: input.bankDetails.bankName,
    ...(input.documents ? { documents } : {}),
    ...licenceChanges(before, input, documents.fssaiCertificate),
    ...(input.about === undefined ? {} : { about: input.about }),
    ...(input.customerCare === undefined
      ? {}
      : { customerCarePhone: input.customerCare?.phone ?? null, customerCareEmail: input.customerCare?.email ?? null }),
  };
}

function licenceChanges(
  before: SellerRow,
  input: UpdateSellerProfileInput,
  certificate: string | undefined,
): Partial<SellerRow> {
  const given = input.fssaiLicenceNumber !== null;
  const licence = given
    ? {
        fssaiLicenceNumber: input.fssaiLicenceNumber,
        fssaiLicenceKind: input.fssaiLicenceKind,
        fssaiValidUntil: input.fssaiValidUntil,
      }
    : {};
  const changed =
    (given &&
      (input.fssaiLicenceNumber !== before.fssaiLicenceNumber ||
        input.fssaiLicenceKind !== before.fssaiLicenceKind ||
        input.fssaiValidUntil !== before.fssaiValidUntil)) ||
    (certificate ?? null) !== (before.documents.fssaiCertificate ?? null);
  return changed ? { ...licence, fssaiVerifiedAt: null } : licence;
}

/** The KYC fields and documents the edit changes: what an admin checked, and against what (decision 021). */
export function changedKycFields(before: SellerRow, input: UpdateSellerProfileInput): SellerKycField[] {
  const after = { ...before, ...profileChanges(before, input) };
  const fields: SellerKycField[] = [];
  if (after.panNumber !== before.panNumber) fields.push('panNumber');
  if ((after.gstNumber ?? null) !== (before.gstNumber ?? null)) fields.push('gstNumber');
  if (after.bankAccountNumber !== before.bankAccountNumber) fields.push('bankAccountNumber');
  if (after.bankIfscCode !== before.bankIfscCode) fields.push('bankIfscCode');
  // The FSSAI certificate is not a KYC document: a changed licence waits for its own verification (decision 035).
  for (const field of KYC_DOCUMENTS) if (after.documents[field] !== before.documents[field]) fields.push(field);
  return fields;
}

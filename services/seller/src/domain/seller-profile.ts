import { SELLER_DOCUMENT_FIELDS, type SellerKycField, type UpdateSellerProfileInput } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

/**
 * The columns a profile edit writes: a blank account number keeps the stored one, and a document not sent keeps
 * the stored one.
 */
export function profileChanges(before: SellerRow, input: UpdateSellerProfileInput): Partial<SellerRow> {
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
    ...(input.documents ? { documents: { ...before.documents, ...input.documents } } : {}),
  };
}

/** The KYC fields and documents the edit changes: what an admin checked, and against what (decision 021). */
export function changedKycFields(before: SellerRow, input: UpdateSellerProfileInput): SellerKycField[] {
  const after = { ...before, ...profileChanges(before, input) };
  const fields: SellerKycField[] = [];
  if (after.panNumber !== before.panNumber) fields.push('panNumber');
  if ((after.gstNumber ?? null) !== (before.gstNumber ?? null)) fields.push('gstNumber');
  if (after.bankAccountNumber !== before.bankAccountNumber) fields.push('bankAccountNumber');
  if (after.bankIfscCode !== before.bankIfscCode) fields.push('bankIfscCode');
  for (const field of SELLER_DOCUMENT_FIELDS)
    if (after.documents[field] !== before.documents[field]) fields.push(field);
  return fields;
}

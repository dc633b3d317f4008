import type { SellerKycField, UpdateSellerProfileInput } from '@thindi/contracts';
import type { SellerRow } from '../db/schema';

/** The columns a profile edit writes; a blank account number keeps the stored one. */
export function profileChanges(input: UpdateSellerProfileInput): Partial<SellerRow> {
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
  };
}

/** The KYC fields the edit changes: what an admin checked against the documents (decision 021). */
export function changedKycFields(before: SellerRow, input: UpdateSellerProfileInput): SellerKycField[] {
  const after = { ...before, ...profileChanges(input) };
  const fields: SellerKycField[] = [];
  if (after.panNumber !== before.panNumber) fields.push('panNumber');
  if ((after.gstNumber ?? null) !== (before.gstNumber ?? null)) fields.push('gstNumber');
  if (after.bankAccountNumber !== before.bankAccountNumber) fields.push('bankAccountNumber');
  if (after.bankIfscCode !== before.bankIfscCode) fields.push('bankIfscCode');
  return fields;
}

import { updateSellerProfileSchema } from '@thindi/contracts';
import { z } from 'zod';
import type { Seller } from '@/features/seller/api/seller.api';

const { shape } = updateSellerProfileSchema;

/**
 * The profile form: the profile contract (its rules and messages), with customer care as two text boxes. Both left
 * blank means 'use my phone and e-mail' (null); otherwise both must be right.
 */
export const profileFormSchema = updateSellerProfileSchema.safeExtend({
  customerCare: z
    .object({ phone: z.string(), email: z.string() })
    .transform((care): { phone: string; email: string } | null | undefined =>
      care.phone.trim() || care.email.trim() ? care : null,
    )
    .pipe(shape.customerCare),
});
export type ProfileFormFields = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The form filled with the seller as it is (the bank account number is never sent back: blank keeps it). */
export const fieldsOf = (seller: Seller): ProfileFormFields => ({
  businessName: seller.businessName,
  ownerName: seller.ownerName,
  phone: seller.phone,
  businessType: seller.businessType,
  panNumber: seller.panNumber,
  gstNumber: seller.gstNumber ?? '',
  address: { ...seller.address },
  bankDetails: {
    accountNumber: '',
    ifscCode: seller.bankDetails.ifscCode,
    accountHolderName: seller.bankDetails.accountHolderName,
    bankName: seller.bankDetails.bankName,
  },
  fssaiLicenceNumber: seller.foodLicence?.number ?? '',
  fssaiLicenceKind: seller.foodLicence?.kind ?? '',
  fssaiValidUntil: seller.foodLicence?.validUntil ?? '',
  about: seller.about ?? '',
  customerCare: { phone: seller.customerCare?.phone ?? '', email: seller.customerCare?.email ?? '' },
});

import type { Seller } from '@/features/seller/api/seller.api';

/** A seller as GET /api/sellers/me sends it. */
export function makeSeller(overrides: Partial<Seller> = {}): Seller {
  return {
    _id: 'seller-1',
    id: 'seller-1',
    businessName: 'Amma Sweets',
    ownerName: 'Lakshmi',
    email: 'amma@example.com',
    phone: '9876543210',
    businessType: 'individual',
    panNumber: 'ABCDE1234F',
    gstNumber: null,
    address: { street: '1 Temple St', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
    bankDetails: {
      accountNumberLast4: '1234',
      ifscCode: 'SBIN0001234',
      accountHolderName: 'Lakshmi',
      bankName: 'SBI',
    },
    documents: { aadharCard: true, panCard: true, bankDocument: true, fssaiCertificate: true },
    foodLicence: {
      number: '13321001000123',
      kind: 'state-licence',
      validUntil: '2028-03-31',
      certificate: true,
      verifiedAt: '2025-01-02T00:00:00.000Z',
      verified: { number: '13321001000123', kind: 'state-licence', validUntil: '2028-03-31' },
      status: 'verified',
      selling: true,
      graceEndsAt: null,
    },
    about: null,
    customerCare: { phone: '9876543210', email: 'amma@example.com' },
    isVerified: false,
    isActive: true,
    emailVerified: true,
    rejectionReason: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

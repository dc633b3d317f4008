import { FSSAI_KIND_LABELS } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { formatDate } from '@/lib/format-date';
import type { Seller } from '@/features/seller/api/seller.api';
import { SellerProfileForm } from './seller-profile-form';
import { SellerReviewHistory } from './seller-review-history';
import { SellerSecuritySection } from './seller-security-section';
import { ShippingProfileSection } from './shipping-profile-form';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{value}</dd>
    </div>
  );
}

interface SellerProfileTabProps {
  seller: Seller;
  onSellerChanged: (seller: Seller) => void;
  /** Open with the form showing. */
  startEditing?: boolean;
}

/** Where the licence stands, in the seller's words. */
export const LICENCE_STATUS_WORDS = {
  missing: 'Not given',
  pending: 'Waiting for verification',
  verified: 'Verified',
  expiring: 'Verified, lapsing soon',
  lapsed: 'Lapsed',
} as const;

function licenceText({ foodLicence: licence }: Seller): string {
  if (!licence.number) return 'Not given';
  const kind = licence.kind ? `${FSSAI_KIND_LABELS[licence.kind]} ` : '';
  const until = licence.validUntil ? `, valid until ${formatDate(licence.validUntil)}` : '';
  return `${kind}${licence.number}${until} (${LICENCE_STATUS_WORDS[licence.status]})`;
}

/**
 * The registration details (the GST number only when the seller gave one), editable with 'Edit Profile' (documents
 * too), the review history of the application, the shipping profile, then password and sessions, and closing the shop.
 */
export function SellerProfileTab({ seller, onSellerChanged, startEditing = false }: SellerProfileTabProps) {
  const { street, city, state, pincode } = seller.address;
  const [editing, setEditing] = useState(startEditing);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="profile-heading" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="profile-heading" className="font-display text-xl font-bold text-stone-900">
            Business Profile
          </h2>
          {editing ? null : (
            <Button
              variant="outline"
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              Edit Profile
            </Button>
          )}
        </div>
        <FormNotice message={saved} />
        {editing ? (
          <SellerProfileForm
            seller={seller}
            onCancel={() => setEditing(false)}
            onSaved={(answer) => {
              onSellerChanged(answer.seller);
              setSaved(answer.message);
              setEditing(false);
            }}
          />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Business Name" value={seller.businessName} />
            <Field label="Owner Name" value={seller.ownerName} />
            <Field label="Email" value={seller.email} />
            <Field label="Phone" value={seller.phone} />
            <Field label="Business Type" value={seller.businessType} />
            <Field label="PAN Number" value={seller.panNumber} />
            {seller.gstNumber ? <Field label="GST Number" value={seller.gstNumber} /> : null}
            <Field label="Address" value={`${street}, ${city}, ${state} - ${pincode}`} />
            <Field
              label="Bank Account"
              value={`${seller.bankDetails.bankName}, ${seller.bankDetails.accountNumberLast4}`}
            />
            <Field label="IFSC Code" value={seller.bankDetails.ifscCode} />
            <Field label="FSSAI Licence" value={licenceText(seller)} />
            <Field label="Customer Care" value={`${seller.customerCare.phone}, ${seller.customerCare.email}`} />
            {seller.about ? <Field label="About your business" value={seller.about} /> : null}
          </dl>
        )}
      </section>
      <SellerReviewHistory />
      <ShippingProfileSection />
      <SellerSecuritySection />
    </div>
  );
}

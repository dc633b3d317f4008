import type { Seller } from '../api/seller.api';
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

/**
 * The registration details, read only (the GST number only when the seller gave one), the shipping profile, then
 * password and sessions.
 */
export function SellerProfileTab({ seller }: { seller: Seller }) {
  const { street, city, state, pincode } = seller.address;
  return (
    <div className="space-y-6">
      <section aria-labelledby="profile-heading" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="profile-heading" className="font-display text-xl font-bold text-stone-900">
          Business Profile
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Business Name" value={seller.businessName} />
          <Field label="Owner Name" value={seller.ownerName} />
          <Field label="Email" value={seller.email} />
          <Field label="Phone" value={seller.phone} />
          <Field label="Business Type" value={seller.businessType} />
          <Field label="PAN Number" value={seller.panNumber} />
          {seller.gstNumber ? <Field label="GST Number" value={seller.gstNumber} /> : null}
          <Field label="Address" value={`${street}, ${city}, ${state} - ${pincode}`} />
        </dl>
      </section>
      <ShippingProfileSection />
      <SellerSecuritySection />
    </div>
  );
}

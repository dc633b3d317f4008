import type { PublicSeller } from '@thindi/contracts';
import Store from 'lucide-react/icons/store';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** 'FSSAI Lic. No. 13323001000123', with the FSSAI wordmark set in type (no image to load). */
export function FssaiLicence({ number }: { number: string }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
      <span
        aria-hidden="true"
        className="rounded bg-green-800 px-1.5 py-0.5 text-[11px] font-bold tracking-wider text-white"
      >
        fssai
      </span>
      <span>{`FSSAI Lic. No. ${number}`}</span>
    </p>
  );
}

/** '4.5 out of 5 (12 reviews)': the seller's average over its products' published reviews. */
export const sellerRatingText = ({ average, count }: { average: number; count: number }) =>
  `${average.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;

/** The seller's FSSAI licence number, where it is and its customer care; a part it has not given is left out. */
export function SellerContact({
  seller,
}: {
  seller: Pick<PublicSeller, 'fssaiLicenceNumber' | 'address' | 'customerCare'>;
}) {
  return (
    <>
      {seller.fssaiLicenceNumber ? <FssaiLicence number={seller.fssaiLicenceNumber} /> : null}
      {seller.address ? (
        <p className="text-stone-700">{`${seller.address.city}, ${seller.address.state} ${seller.address.pincode}`}</p>
      ) : null}
      {seller.customerCare ? (
        <p className="text-stone-700">
          Customer care:{' '}
          <a href={`tel:${seller.customerCare.phone}`} className="text-amber-800 hover:underline">
            {seller.customerCare.phone}
          </a>
          {', '}
          <a href={`mailto:${seller.customerCare.email}`} className="text-amber-800 hover:underline">
            {seller.customerCare.email}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * Who sells the product (decision 035): its name (leading to its page), its FSSAI licence number, where it is, its
 * customer care and its rating; a part the seller has not given is left out.
 */
export function SellerBlock({ seller }: { seller: PublicSeller }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-amber-100 bg-white p-5 text-sm">
      <h2 id={titleId} className="font-display text-lg font-bold text-stone-900">
        Sold by
      </h2>
      <p className="flex items-center gap-2">
        <Store className="h-4 w-4 text-amber-700" aria-hidden="true" />
        <Link to={`/sellers/${encodeURIComponent(seller.id)}`} className="font-semibold text-amber-800 hover:underline">
          {seller.businessName}
        </Link>
      </p>
      <SellerContact seller={seller} />
      {seller.rating && seller.rating.count > 0 ? (
        <p className="text-stone-700">{`Seller rating: ${sellerRatingText(seller.rating)}`}</p>
      ) : null}
    </section>
  );
}

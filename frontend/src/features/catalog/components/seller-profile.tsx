import Store from 'lucide-react/icons/store';
import type { PublicSellerPage } from '../api/public-seller.api';
import { SellerContact, sellerRatingText } from './seller-block';

/** 'November 2026', by India's calendar (the server and the browser write the same). */
const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * The top of a seller's public page: its name, what it says of itself, since when it sells here, its FSSAI licence,
 * where it is, its customer care, its rating and how many products it has on sale.
 */
export function SellerProfile({ seller }: { seller: PublicSellerPage }) {
  const facts = [
    seller.since ? `Selling on Thindi since ${monthOf(seller.since)}` : null,
    `${seller.productCount} ${seller.productCount === 1 ? 'product' : 'products'}`,
    seller.rating && seller.rating.count > 0 ? `Seller rating: ${sellerRatingText(seller.rating)}` : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <section
      aria-labelledby="seller-title"
      className="space-y-3 rounded-2xl border border-amber-100 bg-white p-5 sm:p-6"
    >
      <h1
        id="seller-title"
        className="flex items-center gap-2 font-display text-2xl font-bold text-stone-900 sm:text-3xl"
      >
        <Store className="h-6 w-6 text-amber-700" aria-hidden="true" />
        {seller.businessName}
      </h1>
      {seller.about ? <p className="max-w-3xl leading-relaxed text-stone-700">{seller.about}</p> : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <div className="space-y-3 text-sm">
        <SellerContact seller={seller} />
      </div>
    </section>
  );
}

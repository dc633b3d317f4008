import type { PublicSellerPage } from '../api/public-seller.api';
import { absoluteUrl, useSiteOrigin } from './site-origin';

const DESCRIPTION_LENGTH = 160;

function summary(seller: PublicSellerPage): string {
  const place = seller.address ? ` from ${seller.address.city}, ${seller.address.state}` : '';
  const text =
    seller.about?.replace(/\s+/g, ' ').trim() || `South Indian snacks and sweets by ${seller.businessName}${place}.`;
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** A seller page's title, description, canonical URL and Open Graph tags (React puts them in the head). */
export function SellerHead({ seller }: { seller: PublicSellerPage }) {
  const url = absoluteUrl(useSiteOrigin(), `/sellers/${encodeURIComponent(seller.id)}`);
  const description = summary(seller);
  return (
    <>
      <title>{`${seller.businessName} | Sellers on Thindi`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={seller.businessName} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}

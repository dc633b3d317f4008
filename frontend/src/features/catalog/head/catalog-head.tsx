import type { Product } from '@thindi/contracts';
import { preload } from 'react-dom';
import { CARD_IMAGE_SIZES, productImageSrcSet } from '@/components/ui/product-image';
import type { CatalogQuery } from '../hooks/use-catalog-query';
import { absoluteUrl, useSiteOrigin } from './site-origin';

const SITE_TITLE = 'Thindi | South Indian snacks, sweets and spices';
const SITE_DESCRIPTION =
  'Thindi is a marketplace for South Indian snacks, sweets and spices from independent kitchens: murukku, mixture, Mysore pak, podis and more, priced in rupees.';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Category and search pages are pages of their own; sort and price only reorder or narrow one of them. */
function canonicalPath({ category, search }: CatalogQuery): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (category !== 'all') params.set('category', category);
  const qs = params.toString();
  return qs ? `/?${qs}` : '/';
}

function titleOf({ category, search }: CatalogQuery): string {
  if (search.trim()) return `Results for “${search.trim()}” | Thindi`;
  if (category !== 'all') return `${capitalised(category)} South Indian snacks | Thindi`;
  return SITE_TITLE;
}

/** The home page's title, description and canonical URL, and the preload of the first product's picture. */
export function CatalogHead({ query, first }: { query: CatalogQuery; first: Product | undefined }) {
  const origin = useSiteOrigin();
  const image = first?.images[0];
  // The first card's picture is the home page's largest paint on a phone.
  if (image && !image.startsWith('data:')) {
    const imageSrcSet = productImageSrcSet(image);
    preload(image, { as: 'image', fetchPriority: 'high', imageSrcSet, imageSizes: imageSrcSet && CARD_IMAGE_SIZES });
  }
  return (
    <>
      <title>{titleOf(query)}</title>
      <meta name="description" content={SITE_DESCRIPTION} />
      <link rel="canonical" href={absoluteUrl(origin, canonicalPath(query))} />
    </>
  );
}

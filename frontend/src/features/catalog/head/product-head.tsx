import { ALLERGEN_NAMES, DIET_LABELS, NUTRIENTS, type FoodFacts, type Product } from '@thindi/contracts';
import { preload } from 'react-dom';
import { GALLERY_IMAGE_SIZES, productImageSrcSet } from '@/components/ui/product-image';
import { sizeParam } from '../hooks/packs';
import { jsonForScript } from './json-script';
import { absoluteUrl, useSiteOrigin } from './site-origin';

const DESCRIPTION_LENGTH = 160;

function summary(product: Product): string {
  const text = product.description.replace(/\s+/g, ' ').trim() || `${product.name}, ${product.weight}`;
  return text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** An Offer's common fields: where, at what price, and whether it can be bought now. */
const offerFields = ({ url, price, inStock }: { url: string; price: number; inStock: boolean }) => ({
  url,
  priceCurrency: 'INR',
  price: price.toFixed(2),
  availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
});

/**
 * The product's offers: one Offer for a product sold in one pack; with several, an AggregateOffer over one Offer per
 * pack, each linking to its size on the page.
 */
function offersOf(product: Product, url: string) {
  const seller = { '@type': 'Organization', name: product.seller.businessName };
  if (product.variants.length < 2) return { '@type': 'Offer', ...offerFields({ ...product, url }), seller };
  const prices = product.variants.map((pack) => pack.price);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: product.variants.length,
    offers: product.variants.map((pack) => ({
      '@type': 'Offer',
      name: `${product.name} ${pack.label}`,
      ...(pack.sku ? { sku: pack.sku } : {}),
      ...offerFields({ ...pack, url: `${url}?size=${encodeURIComponent(sizeParam(pack))}` }),
      seller,
    })),
  };
}

const property = (name: string, value: string | number, unitText?: string) => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(unitText ? { unitText } : {}),
});

/**
 * The label's facts as schema.org PropertyValues (schema.org's `nutrition` and `suitableForDiet` belong to recipes
 * and menu items, not to a Product); only what the seller declared.
 */
export function foodProperties(food: FoodFacts) {
  const nutrition = food.nutritionPer100g;
  return [
    ...(food.diet ? [property('Diet', DIET_LABELS[food.diet])] : []),
    ...(food.allergens
      ? [property('Allergens', food.allergens.map((a) => ALLERGEN_NAMES[a]).join(', ') || 'None')]
      : []),
    ...(food.shelfLifeDays !== null ? [property('Shelf life from packing', food.shelfLifeDays, 'days')] : []),
    ...(food.storage ? [property('Storage', food.storage)] : []),
    ...(nutrition ? NUTRIENTS.map((n) => property(`${n.label} per 100 g`, nutrition[n.key], n.unit)) : []),
  ];
}

/** schema.org Product with its offers (and its rating once reviewed), for search engines' rich results. */
export function productJsonLd(product: Product, url: string, images: string[]) {
  const additional = foodProperties(product.food);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: summary(product),
    sku: product.id,
    category: product.category,
    image: images,
    brand: { '@type': 'Brand', name: product.seller.businessName },
    ...(product.food.countryOfOrigin ? { countryOfOrigin: product.food.countryOfOrigin } : {}),
    ...(product.food.manufacturer
      ? { manufacturer: { '@type': 'Organization', name: product.food.manufacturer.name } }
      : {}),
    ...(additional.length > 0 ? { additionalProperty: additional } : {}),
    offers: offersOf(product, url),
    // Only verified purchases are counted (hidden reviews are not), so the figures are the page's own.
    ...(product.rating && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * The product page's title, description, canonical URL, Open Graph tags and JSON-LD. React places the title,
 * meta and link elements in the document head (in the browser and in a server render); the JSON-LD stays in the
 * page, where search engines read it as well.
 */
export function ProductHead({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const url = absoluteUrl(origin, `/product/${encodeURIComponent(product.id)}`);
  // Inline (data:) pictures cannot be shared or indexed as images.
  const images = product.images.filter((image) => !image.startsWith('data:')).map((i) => absoluteUrl(origin, i));
  const description = summary(product);
  // The main picture is the page's largest paint: ask for it before the stylesheet and scripts.
  if (product.images[0] && !product.images[0].startsWith('data:')) {
    const imageSrcSet = productImageSrcSet(product.images[0]);
    const imageSizes = imageSrcSet && GALLERY_IMAGE_SIZES;
    preload(product.images[0], { as: 'image', fetchPriority: 'high', imageSrcSet, imageSizes });
  }

  return (
    <>
      <title>{`${product.name} | Thindi`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={product.name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {images[0] ? <meta property="og:image" content={images[0]} /> : null}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, url, images)) }}
      />
    </>
  );
}

import type { Product } from '@thindi/contracts';
import Star from 'lucide-react/icons/star';

/** Shown only for products with reviews: the rating comes from data, never a fixed figure. */
export function ProductRating({ rating }: { rating: Product['rating'] }) {
  if (!rating) return null;
  const reviews = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-700">
      <Star className="h-4 w-4 fill-amber-500 text-amber-500" aria-hidden="true" />
      <span className="font-semibold text-stone-900">{rating.average.toFixed(1)}</span>
      <span>({reviews})</span>
      <span className="sr-only">, average rating out of 5</span>
    </p>
  );
}

import type { Product } from '@thindi/contracts';
import Heart from 'lucide-react/icons/heart';
import { cx } from '@/lib/cx';
import { useWishlist } from '../hooks/wishlist-context';

/** The heart on product cards and the detail page: saves the product, or takes it out again. */
export function WishlistButton({ product, className }: { product: Product; className?: string }) {
  const wishlist = useWishlist();
  const saved = wishlist.has(product.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      onClick={() => (saved ? wishlist.remove(product.id) : wishlist.add(product))}
      className={cx(
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white',
        className,
      )}
    >
      <Heart className={cx('h-5 w-5', saved ? 'fill-red-600 text-red-600' : 'text-stone-600')} aria-hidden="true" />
    </button>
  );
}

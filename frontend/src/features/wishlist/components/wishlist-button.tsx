import type { Product } from '@thindi/contracts';
import Heart from 'lucide-react/icons/heart';
import { lazy, Suspense, useState } from 'react';
import { cx } from '@/lib/cx';
import { useWishlist } from '../hooks/wishlist-context';

const WishlistSignInPrompt = lazy(() =>
  import('./wishlist-sign-in-prompt').then((m) => ({ default: m.WishlistSignInPrompt })),
);

/**
 * The heart on product cards and the detail page: saves the product, or takes it out again. A visitor, who has no
 * wishlist, is asked in the page to sign in first.
 */
export function WishlistButton({ product, className }: { product: Product; className?: string }) {
  const wishlist = useWishlist();
  const [askingToSignIn, setAskingToSignIn] = useState(false);
  const saved = wishlist.has(product.id);
  const toggle = () => {
    if (!wishlist.signedIn) setAskingToSignIn(true);
    else if (saved) wishlist.remove(product.id);
    else wishlist.add(product);
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        onClick={toggle}
        className={cx(
          'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm hover:bg-white',
          className,
        )}
      >
        <Heart className={cx('h-5 w-5', saved ? 'fill-red-600 text-red-600' : 'text-stone-600')} aria-hidden="true" />
      </button>
      {askingToSignIn ? (
        <Suspense fallback={null}>
          <WishlistSignInPrompt onClose={() => setAskingToSignIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

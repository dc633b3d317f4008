import { formatRupees, type Product } from '@thindi/contracts';
import Heart from 'lucide-react/icons/heart';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { useWishlist } from '../hooks/wishlist-context';

/** /wishlist: the saved products with Add to Cart and Remove, and Clear All (the route guards sign-in). */
export function WishlistPage({ onAddToCart }: { onAddToCart: (product: Product) => void }) {
  const { items, remove, clear } = useWishlist();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <title>Wishlist | Thindi</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-stone-900">My Wishlist</h1>
        {items.length > 0 ? (
          <Button variant="outline" onClick={clear}>
            Clear All
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-amber-200 bg-white px-6 py-14 text-center">
          <Heart className="h-12 w-12 text-amber-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-stone-900">Your wishlist is empty</p>
          <p className="text-sm text-stone-600">Tap the heart on a product to save it for later.</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-2')}>
            Browse products
          </Link>
        </div>
      ) : (
        <ul aria-label="Wishlist" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((product) => (
            <li
              key={product.id}
              aria-label={product.name}
              className="flex gap-3 rounded-2xl border border-amber-100 bg-white p-3"
            >
              <ProductImage src={product.images[0]} alt={product.name} className="h-24 w-24 rounded-lg object-cover" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link
                  to={`/product/${encodeURIComponent(product.id)}`}
                  className="font-semibold text-stone-900 hover:underline"
                >
                  {product.name}
                </Link>
                <p className="text-sm text-stone-600">{product.weight}</p>
                <p className="font-semibold text-stone-900">{formatRupees(product.price)}</p>
                <div className="mt-auto flex gap-2">
                  <Button size="sm" disabled={!product.inStock} onClick={() => onAddToCart(product)}>
                    {product.inStock ? 'Add to Cart' : 'Out of Stock'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove(product.id)}
                    aria-label={`Remove ${product.name}`}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

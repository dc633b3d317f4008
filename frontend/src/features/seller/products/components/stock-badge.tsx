import type { ProductVariant } from '@thindi/contracts';
import type { Seller } from '@/features/seller/api/seller.api';
import { cx } from '@/lib/cx';
import type { SellerProduct } from '../api/seller-catalog.api';

/** A pack with this many or fewer left is flagged in the seller's list, in time to make more. */
export const LOW_STOCK_AT = 5;

/** What a product of a seller not yet approved (pending, or rejected and waiting for review) says. */
export const NOT_ON_SALE = 'Not on sale until your account is approved';

/** Shoppers see a seller's products only while its account is approved and active. */
export const isOnSale = (seller: Pick<Seller, 'isVerified' | 'isActive'>): boolean =>
  seller.isVerified && seller.isActive;

/** In Stock or Out of Stock, as the seller's lists show it. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        inStock ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900',
      )}
    >
      {inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}

/** A product the marketplace switched off: the seller reads why instead of its stock. */
export function DeactivatedNote({ reason }: { reason: string | null }) {
  return (
    <span className="inline-flex rounded-lg bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-800">
      {reason ? `Deactivated by the marketplace: ${reason}` : 'Deactivated by the marketplace'}
    </span>
  );
}

/**
 * Where a product stands for shoppers: switched off by the marketplace (and why), not on sale while the seller's
 * account waits for approval, else in or out of stock.
 */
export function ProductStatus({ product, onSale }: { product: SellerProduct; onSale: boolean }) {
  if (!product.isActive) return <DeactivatedNote reason={product.deactivationReason ?? null} />;
  if (!onSale)
    return (
      <span className="inline-flex rounded-lg bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
        {NOT_ON_SALE}
      </span>
    );
  return <StockBadge inStock={product.inStock} />;
}

/** A pack's flag in the seller's list: sold out, or low at LOW_STOCK_AT or fewer. */
function LowStockBadge({ stock }: { stock: number }) {
  return (
    <span
      className={cx(
        'ml-1.5 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        stock === 0 ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900',
      )}
    >
      {stock === 0 ? 'Sold out' : 'Low stock'}
    </span>
  );
}

/**
 * Stock per pack ('250 g: 12 · 500 g: 0'), each pack at or below LOW_STOCK_AT flagged; a product sold in one size
 * shows its one figure.
 */
export function PackStock({ variants }: { variants: readonly ProductVariant[] }) {
  const several = variants.length > 1;
  return (
    <ul aria-label="Stock per pack" className="flex flex-wrap gap-x-1.5 gap-y-1">
      {variants.map((pack, i) => (
        <li key={pack.id} className="whitespace-nowrap">
          {i > 0 ? <span aria-hidden="true">· </span> : null}
          {several ? `${pack.label}: ${pack.stockQuantity}` : pack.stockQuantity}
          {pack.stockQuantity <= LOW_STOCK_AT ? <LowStockBadge stock={pack.stockQuantity} /> : null}
        </li>
      ))}
    </ul>
  );
}

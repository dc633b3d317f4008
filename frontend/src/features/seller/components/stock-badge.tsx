import { cx } from '@/lib/cx';

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

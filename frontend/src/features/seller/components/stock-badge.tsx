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

/** A product the marketplace switched off: the seller reads why instead of its stock. */
export function DeactivatedNote({ reason }: { reason: string | null }) {
  return (
    <span className="inline-flex rounded-lg bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-800">
      {reason ? `Deactivated by the marketplace: ${reason}` : 'Deactivated by the marketplace'}
    </span>
  );
}

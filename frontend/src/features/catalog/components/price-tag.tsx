import { discountPercent, formatRupees } from '@thindi/contracts';
import { cx } from '@/lib/cx';

interface PriceTagProps {
  price: number;
  originalPrice: number | null;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
}

/** Price, the original price struck through and the discount ("25% OFF") when there is one. */
export function PriceTag({ price, originalPrice, size = 'md', showDiscount = true }: PriceTagProps) {
  const discount = discountPercent(price, originalPrice);
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span
        className={cx('font-bold text-stone-900', size === 'lg' ? 'text-3xl' : 'text-base sm:text-lg')}
        data-testid={size === 'lg' ? 'product-price' : undefined}
      >
        {formatRupees(price)}
      </span>
      {discount !== null && originalPrice !== null ? (
        <>
          <s className={cx('text-stone-500', size === 'lg' ? 'text-lg' : 'text-xs sm:text-sm')}>
            <span className="sr-only">Original price </span>
            {formatRupees(originalPrice)}
          </s>
          {showDiscount ? (
            <span
              className={cx(
                'rounded bg-red-700 px-1.5 py-0.5 font-bold text-white',
                size === 'lg' ? 'text-sm' : 'text-[11px]',
              )}
            >
              {discount}% OFF
            </span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

import type { SellerStatus } from '@thindi/contracts';
import { cx } from '@/lib/cx';

const BADGE = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Seller states (docs/product.md, Sellers > Seller states): Verified green, Pending yellow, Inactive red. */
const SELLER_BADGES: Record<SellerStatus, { label: string; colours: string }> = {
  verified: { label: 'Verified', colours: 'bg-green-100 text-green-900' },
  pending: { label: 'Pending', colours: 'bg-yellow-100 text-yellow-900' },
  inactive: { label: 'Inactive', colours: 'bg-red-100 text-red-900' },
};

export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  const badge = SELLER_BADGES[status];
  return <span className={cx(BADGE, badge.colours)}>{badge.label}</span>;
}

/** A seller that has not proven its e-mail yet; approving it stays the admin's call. */
export function EmailUnverifiedBadge() {
  return <span className={cx(BADGE, 'bg-orange-100 text-orange-900')}>E-mail not verified</span>;
}

/** Users and products: Active or Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={cx(BADGE, active ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900')}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/** A product the storefront features (first in its lists, in the featured list): the admin's choice. */
export function FeaturedBadge() {
  return <span className={cx(BADGE, 'bg-amber-100 text-amber-900')}>Featured</span>;
}

/** A synonym group the catalogue started with (an admin may still change or remove it). */
export function BuiltInBadge() {
  return <span className={cx(BADGE, 'bg-amber-100 text-amber-900')}>Built in</span>;
}

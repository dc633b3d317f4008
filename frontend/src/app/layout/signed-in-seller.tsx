import Store from 'lucide-react/icons/store';
import { Link, useLocation } from 'react-router-dom';
import { readAccount, readToken } from '@/lib/auth-storage';
import { useHydrated } from '@/lib/use-hydrated';
import { cx } from '@/lib/cx';

interface StoredSeller {
  businessName?: string;
}

/**
 * The seller signed in on this browser, as the seller area stored it; read again on every page, so signing in or
 * out there shows here on the next one. Null during hydration: the server knows no browser's storage.
 */
export function useSignedInSeller(): { businessName: string } | null {
  const hydrated = useHydrated();
  useLocation();
  if (!hydrated || !readToken('seller')) return null;
  const seller = readAccount<StoredSeller>('seller');
  return seller ? { businessName: seller.businessName || 'My shop' } : null;
}

/** The header's way back to the seller dashboard, in place of Sign In / Sign Up. */
export function SellerDashboardLink({ businessName, className }: { businessName: string; className?: string }) {
  return (
    <Link
      to="/seller/dashboard"
      aria-label={`Seller dashboard: ${businessName}`}
      className={cx(
        'inline-flex max-w-40 items-center gap-1.5 rounded-full border border-amber-200 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-amber-700',
        className,
      )}
    >
      <Store className="h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
      <span className="truncate">{businessName}</span>
    </Link>
  );
}

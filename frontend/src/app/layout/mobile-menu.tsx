import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session-context';
import { NavLinkItem, type NavItem } from './nav-links';

const ITEM = 'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-amber-50 hover:text-amber-800';

interface MobileMenuProps {
  id: string;
  items: NavItem[];
  onClose: () => void;
  /** A seller is signed in on this browser: the menu leads to the dashboard instead of Sign In / Sign Up. */
  sellerSignedIn?: boolean;
}

/**
 * The menu under the `md` breakpoint: the nav links, selling (or the seller's dashboard), and Sign In / Sign Up
 * for visitors.
 */
export function MobileMenu({ id, items, onClose, sellerSignedIn = false }: MobileMenuProps) {
  const session = useSession();
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-amber-100 bg-cream-50 px-4 pb-4 pt-2 md:hidden">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.label}>
            <NavLinkItem item={item} className={ITEM} onNavigate={onClose} />
          </li>
        ))}
        <li>
          {sellerSignedIn ? (
            <Link to="/seller/dashboard" className={ITEM} onClick={onClose}>
              Seller Dashboard
            </Link>
          ) : (
            <Link to="/sell" className={ITEM} onClick={onClose}>
              Sell on Thindi
            </Link>
          )}
        </li>
      </ul>
      {session.status === 'anonymous' && !sellerSignedIn ? (
        <div className="mt-3 grid grid-cols-2 gap-3 border-t border-amber-100 pt-3">
          <Link
            to="/login"
            onClick={onClose}
            className="flex h-11 items-center justify-center rounded-lg border border-stone-300 bg-white font-semibold text-stone-800"
          >
            Sign In
          </Link>
          <Link
            to="/signup"
            onClick={onClose}
            className="flex h-11 items-center justify-center rounded-lg bg-amber-700 font-semibold text-white"
          >
            Sign Up
          </Link>
        </div>
      ) : null}
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session-context';
import { NavLinkItem, type NavItem } from './nav-links';

const ITEM = 'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-amber-50 hover:text-amber-800';

interface MobileMenuProps {
  id: string;
  items: NavItem[];
  onClose: () => void;
}

/** The menu under the `md` breakpoint: the nav links, Become a Seller, and Sign In / Sign Up for visitors. */
export function MobileMenu({ id, items, onClose }: MobileMenuProps) {
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
          <Link to="/seller/signup" className={ITEM} onClick={onClose}>
            Become a Seller
          </Link>
        </li>
      </ul>
      {session.status === 'anonymous' ? (
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

import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleUser from 'lucide-react/icons/circle-user';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SessionUser } from '@/lib/session-context';
import { useCustomerSession } from '@/features/account/hooks/customer-session';

const ITEM = 'block w-full px-4 py-2 text-left text-sm text-stone-800 hover:bg-amber-50 hover:text-amber-800';

const LINKS = [
  { label: 'Profile', to: '/account' },
  { label: 'My Orders', to: '/orders' },
  { label: 'Wishlist', to: '/wishlist' },
  { label: 'Settings', to: '/account#preferences' },
];

/** The signed-in customer's dropdown (docs/product.md, Storefront > Header and menus); closes on an outside click, on Escape and on a choice. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut } = useCustomerSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const fullName = `${user.firstName} ${user.lastName}`;
  // Leave first, sign out once home is shown: signed out on a members-only page, its guard would send the person to
  // /login instead. The router moves in a transition, so it is the new location, not the call, that says it is done.
  useEffect(() => {
    if (leaving && pathname === '/') signOut();
  }, [leaving, pathname, signOut]);
  const onSignOut = () => {
    setOpen(false);
    setLeaving(true);
    navigate('/');
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${fullName}`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-stone-800 hover:bg-amber-50"
      >
        <CircleUser className="h-6 w-6 text-amber-800" aria-hidden="true" />
        <span className="hidden max-w-32 truncate lg:inline">{user.firstName}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-xl border border-amber-100 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-amber-100 px-4 py-3">
            <p className="truncate font-semibold text-stone-900">{fullName}</p>
            <p className="truncate text-sm text-stone-600">{user.email}</p>
          </div>
          <ul>
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={ITEM} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="border-t border-amber-100">
              <button type="button" className={ITEM} onClick={onSignOut}>
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}

import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session-context';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { CartButton } from '@/features/cart/components/cart-button';
import { HeaderSearch } from './header-search';
import { NavLinkItem, useNavItems } from './nav-links';
import { useSignedInSeller } from './signed-in-seller';

// The account menu (signed-in customers only) and the phone menu load when shown: a visitor's first page does not
// carry them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const NAV_LINK = 'rounded-md px-2 py-1 text-sm font-medium text-stone-700 hover:text-amber-800';

export function SiteHeader() {
  const session = useSession();
  const seller = useSignedInSeller();
  const items = useNavItems();
  const location = useLocation();
  const menuId = useId();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  // The menu belongs to the page it was opened on: navigating closes it.
  const menuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  // Opaque: the page scrolling under the sticky header must not show through behind the logo.
  return (
    <header className="sticky top-0 z-30 border-b border-amber-100 bg-cream-50">
      {/* Below 640 px two short rows: logo, Sell, cart and menu, then the search box. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:gap-x-4 sm:gap-y-3 sm:px-6 sm:py-3 lg:px-8">
        <Link to="/" aria-label="Thindi, home" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLinkItem key={item.label} item={item} className={NAV_LINK} />
          ))}
        </nav>
        <HeaderSearch className="order-last w-full lg:order-none lg:w-auto lg:min-w-48 lg:flex-1" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* A signed-in seller is offered the way back to its dashboard instead. */}
          <Link to={seller ? '/seller/dashboard' : '/sell'} className={`${NAV_LINK} inline-flex`}>
            {seller ? 'My Shop' : 'Sell'}
          </Link>
          {session.status === 'anonymous' && !seller ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                Sign In
              </Link>
              <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                Sign Up
              </Link>
            </div>
          ) : null}
          {session.status === 'authenticated' ? (
            <Suspense fallback={null}>
              <UserMenu user={session.user} />
            </Suspense>
          ) : null}
          <CartButton />
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-amber-50 md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} items={items} onClose={closeMenu} sellerSignedIn={seller} />
        </Suspense>
      ) : null}
    </header>
  );
}

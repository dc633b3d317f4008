import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session-context';

export interface NavItem {
  label: string;
  /** An in-app route: About and Contact are pages of their own, so they never scroll the grid to its end. */
  to: string;
}

/** Home, Products (the grid on `/`), About and Contact, then Orders and Wishlist when signed in. */
export function useNavItems(): NavItem[] {
  const session = useSession();
  const location = useLocation();
  const keepQuery = location.pathname === '/' ? location.search : '';
  const items: NavItem[] = [
    { label: 'Home', to: '/' },
    { label: 'Products', to: `/${keepQuery}#products` },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ];
  if (session.status === 'authenticated')
    items.push({ label: 'Orders', to: '/orders' }, { label: 'Wishlist', to: '/wishlist' });
  return items;
}

interface NavLinkItemProps {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}

export function NavLinkItem({ item, className, onNavigate }: NavLinkItemProps) {
  return (
    <Link to={item.to} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

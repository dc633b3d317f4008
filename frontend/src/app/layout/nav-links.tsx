import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/session-context';

export interface NavItem {
  label: string;
  /** In-app route, or an in-page anchor (`#about`) that scrolls to the footer. */
  to: string;
  kind: 'route' | 'anchor';
}

/** Home, Products (the grid on `/`), About and Contact (the footer), then Orders and Wishlist when signed in. */
export function useNavItems(): NavItem[] {
  const session = useSession();
  const location = useLocation();
  const keepQuery = location.pathname === '/' ? location.search : '';
  const items: NavItem[] = [
    { label: 'Home', to: '/', kind: 'route' },
    { label: 'Products', to: `/${keepQuery}#products`, kind: 'route' },
    { label: 'About', to: '#about', kind: 'anchor' },
    { label: 'Contact', to: '#contact', kind: 'anchor' },
  ];
  if (session.status === 'authenticated') {
    items.push(
      { label: 'Orders', to: '/orders', kind: 'route' },
      { label: 'Wishlist', to: '/wishlist', kind: 'route' },
    );
  }
  return items;
}

interface NavLinkItemProps {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}

export function NavLinkItem({ item, className, onNavigate }: NavLinkItemProps) {
  if (item.kind === 'anchor') {
    return (
      <a href={item.to} className={className} onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

import { Outlet } from 'react-router-dom';
import { SellerSessionProvider } from '@/features/seller/hooks/seller-session';

/** The seller pages share one seller session, checked once when the area opens. */
export function SellerArea() {
  return (
    <SellerSessionProvider>
      <Outlet />
    </SellerSessionProvider>
  );
}

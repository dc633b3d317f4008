import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/lib/session-context';
import { LoadingState } from '@/components/ui/loading-state';

/** Pages for customers only (docs/product.md, Storefront > Pages) send everyone else to /login (once the session is known). */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'anonymous') return <Navigate to="/login" replace />;
  return children;
}

import { LoadingState } from '@/components/ui/loading-state';
import { AdminSessionProvider, useAdminSession } from '../hooks/admin-session';
import { AdminDashboard } from './admin-dashboard';
import { AdminLogin } from './admin-login';

function AdminGate() {
  const session = useAdminSession();
  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status === 'anonymous') {
    return (
      <main>
        <AdminLogin onSignedIn={session.signIn} />
      </main>
    );
  }
  return <AdminDashboard admin={session.account} onLogout={session.signOut} />;
}

/** /admin/*: the login while no admin is signed in, the dashboard otherwise (docs/product.md, Storefront > Pages). */
export function AdminArea() {
  return (
    <AdminSessionProvider>
      <div className="min-h-screen bg-cream-50">
        <AdminGate />
      </div>
    </AdminSessionProvider>
  );
}

import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { Admin } from '../api/admin.api';

interface AdminDashboardProps {
  admin: Admin | null;
  onLogout: () => void;
}

/** The admin home: the tabs (overview, sellers, users, products, orders) arrive later. Without an admin: Access Denied. */
export function AdminDashboard({ admin, onLogout }: AdminDashboardProps) {
  if (!admin) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
        <ShieldAlert className="h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 className="font-display text-3xl font-bold text-stone-900">Access Denied</h1>
        <p className="text-stone-600">Please log in as an admin to access the dashboard.</p>
      </div>
    );
  }
  return (
    <div className="min-h-screen bg-stone-50">
      <title>Admin Dashboard | Thindi</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-green-800">Admin Dashboard</p>
            <h1 className="text-2xl font-bold text-stone-900">{`Welcome, ${admin.firstName} ${admin.lastName}`}</h1>
          </div>
          <button
            type="button"
            onClick={onLogout}
            className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:border-amber-700"
          >
            Logout
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <p className="text-stone-700">
          Seller approval, user and product moderation and the order overview are being built and will appear here.
        </p>
      </main>
    </div>
  );
}

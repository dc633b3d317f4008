import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import type { Admin, SellerStatusFilter } from '../api/admin.api';
import { useAdminAlert } from '../hooks/use-admin-action';
import { useAdminOverview } from '../hooks/use-admin-overview';
import { useSignOutWhenRefused } from '../hooks/use-sign-out-when-refused';
import { AdminCouponsTab } from './admin-coupons-tab';
import { AdminFinanceTab } from './admin-finance-tab';
import { AdminOrderDetail } from './admin-order-detail';
import { AdminOrdersTab } from './admin-orders-tab';
import { AdminOverviewTab } from './admin-overview-tab';
import { AdminProductsTab } from './admin-products-tab';
import { AdminRefundsTab } from './admin-refunds-tab';
import { AdminReviewsTab } from './admin-reviews-tab';
import { AdminSearchTab } from './admin-search-tab';
import { AdminSellersTab } from './admin-sellers-tab';
import { AdminSupportTab } from './admin-support-tab';
import { ADMIN_TABS, AdminTabs, type AdminTab } from './admin-tabs';
import { AdminUsersTab } from './admin-users-tab';

interface AdminDashboardProps {
  admin: Admin | null;
  onLogout: () => void;
}

function Header({ admin, onLogout }: { admin: Admin; onLogout: () => void }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-widest text-green-800">Admin Dashboard</p>
          <h1 className="break-words text-2xl font-bold text-stone-900">{`Welcome, ${admin.firstName} ${admin.lastName}`}</h1>
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
  );
}

const slugOf = (tab: AdminTab) => (tab === 'Overview' ? '' : tab.toLowerCase());
const SELLER_FILTERS: readonly string[] = ['all', 'pending', 'verified', 'inactive'];

/** Where the admin is, read from the URL: /admin/<tab>, and /admin/orders/<id> for one order. */
function useAdminPlace() {
  const { pathname, search } = useLocation();
  const [slug = '', detail] = pathname.replace(/^\/admin\/?/, '').split('/');
  const tab = ADMIN_TABS.find((t) => slugOf(t) === slug.toLowerCase()) ?? 'Overview';
  const status = new URLSearchParams(search).get('status') ?? 'all';
  return {
    tab,
    orderId: tab === 'Orders' && detail ? decodeURIComponent(detail) : null,
    sellerStatus: (SELLER_FILTERS.includes(status) ? status : 'all') as SellerStatusFilter,
  };
}

function DashboardTabsPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const { tab, orderId, sellerStatus } = useAdminPlace();
  const navigate = useNavigate();
  const open = (next: AdminTab) => navigate(`/admin/${slugOf(next)}`);
  useSignOutWhenRefused(onUnauthorized);
  const overview = useAdminOverview(tab === 'Overview');
  const alert = useAdminAlert();
  const reviewSellers = () => navigate('/admin/sellers?status=pending');
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <FormAlert message={alert} />
      <AdminTabs active={tab} onSelect={open} />
      <div role="tabpanel" id="admin-tab-panel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'Overview' ? (
          overview.stats ? (
            <AdminOverviewTab overview={overview} onReviewSellers={reviewSellers} />
          ) : (
            <Spinner label="Loading..." />
          )
        ) : null}
        {tab === 'Sellers' ? <AdminSellersTab key={sellerStatus} initialStatus={sellerStatus} /> : null}
        {tab === 'Users' ? <AdminUsersTab /> : null}
        {tab === 'Products' ? <AdminProductsTab /> : null}
        {tab === 'Orders' ? orderId ? <AdminOrderDetail orderId={orderId} /> : <AdminOrdersTab /> : null}
        {tab === 'Reviews' ? <AdminReviewsTab /> : null}
        {tab === 'Support' ? <AdminSupportTab /> : null}
        {tab === 'Search' ? <AdminSearchTab /> : null}
        {tab === 'Finance' ? <AdminFinanceTab /> : null}
        {tab === 'Refunds' ? <AdminRefundsTab /> : null}
        {tab === 'Coupons' ? <AdminCouponsTab /> : null}
      </div>
    </main>
  );
}

/**
 * The admin home (docs/product.md, Administration): figures, seller approval, user and product moderation and the orders,
 * each read from the server with its filters, review moderation, shoppers' tickets (the grievance officer's), the search synonyms, the finance (commission,
 * taxes, payouts), the refunds owed to shoppers and the coupons.
 * A refused admin token signs the admin out. Without an admin: Access Denied.
 */
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
    <div className="min-h-screen overflow-x-hidden bg-stone-50">
      <title>Admin Dashboard | Thindi</title>
      <Header admin={admin} onLogout={onLogout} />
      <DashboardTabsPanel onUnauthorized={onLogout} />
    </div>
  );
}

import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/loading-state';
import { useSellerOrders } from '@/features/seller/orders/hooks/use-seller-orders';
import type { SellerProduct, SellerStats } from '@/features/seller/products/api/seller-catalog.api';
import type { SellerOrder } from '@/features/seller/orders/api/seller-orders.api';
import type { Seller } from '@/features/seller/api/seller.api';
import { useProductDelete } from '@/features/seller/products/hooks/use-product-delete';
import { useSellerSession } from '@/features/seller/hooks/seller-session';
import { EmailVerificationBanner } from '@/features/seller/account/components/email-verification-banner';
import { ProductModal } from '@/features/seller/products/components/product-modal';
import { DELETE_CONFIRM } from '@/features/seller/products/components/product-form-model';
import { SellerCouponsTab } from '@/features/seller/coupons/components/seller-coupons-tab';
import { SellerEarningsTab } from '@/features/seller/earnings/components/seller-earnings-tab';
import { SellerIssuesTab } from '@/features/seller/issues/components/seller-issues-tab';
import { SellerOrdersTab } from '@/features/seller/orders/components/seller-orders-tab';
import { SellerProductsTab } from '@/features/seller/products/components/seller-products-tab';
import { SellerProfileTab } from '@/features/seller/account/components/seller-profile-tab';
import { SellerReviewsTab } from '@/features/seller/reviews/components/seller-reviews-tab';
import { isOnSale } from '@/features/seller/products/components/stock-badge';
import { useSellerDashboard } from '../hooks/use-seller-dashboard';
import { ComplianceBanners } from './compliance-banners';
import { summariseFoodFacts } from './compliance-model';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { SellerDashboardHeader } from './seller-dashboard-header';
import { SellerOverviewTab } from './seller-overview-tab';

/** Total orders is the count of the seller's orders, revenue the sum of its shares (not the stats' figures). */
function withOrderFigures(stats: SellerStats, orders: SellerOrder[]): SellerStats {
  const totalRevenue = orders.reduce((sum, order) => sum + (order.sellerSubtotal ?? 0), 0);
  return { ...stats, totalOrders: orders.length, totalRevenue, recentOrders: orders };
}

/** Tabs that do not wait for the dashboard's products and stats: they show their own loading. */
const OWN_DATA_TABS: readonly DashboardTab[] = ['Problems reported', 'Profile', 'Earnings', 'Reviews', 'Coupons'];

/** What the modal edits: nothing (closed), a new product, or an existing one. */
type Editing = { product: SellerProduct | null } | null;

interface DashboardProps {
  seller: Seller;
  token: string | null;
  onLogout: () => void;
  onSellerChanged: (seller: Seller) => void;
}

function Dashboard({ seller, token, onLogout, onSellerChanged }: DashboardProps) {
  const [tab, setTab] = useState<DashboardTab>('Overview');
  // 'Edit Profile' on a rejected seller's note opens the Profile tab with its form open.
  const [editProfile, setEditProfile] = useState(false);
  const select = (next: DashboardTab) => {
    setEditProfile(false);
    setTab(next);
  };
  const refreshing = tab === 'Overview' || tab === 'Orders';
  const data = useSellerDashboard(refreshing);
  const orders = useSellerOrders(refreshing);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const report = (success: string | null, failure: string | null) => {
    setNotice(success);
    setAlert(failure);
  };
  const remove = useProductDelete({
    onDeleted: (message) => report(message, null),
    onFailed: (message) => report(null, message),
  });
  const add = () => setEditing({ product: null });
  const editProfileNow = () => {
    setTab('Profile');
    setEditProfile(true);
  };
  const edit = (product: SellerProduct) => setEditing({ product });

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <title>Seller Dashboard | Thindi</title>
      <SellerDashboardHeader
        seller={seller}
        onLogout={onLogout}
        onResubmitted={(resubmitted, message) => {
          onSellerChanged(resubmitted);
          report(message, null);
        }}
        onEditProfile={editProfileNow}
      />
      {seller.emailVerified ? null : (
        <EmailVerificationBanner
          seller={seller}
          token={token}
          onVerified={(verified) => {
            onSellerChanged(verified);
            report('Email verified successfully', null);
          }}
        />
      )}
      {!data.loading && (tab === 'Overview' || tab === 'Products') ? (
        <ComplianceBanners
          seller={seller}
          foodFacts={data.stats.foodFacts ?? summariseFoodFacts(data.products)}
          onFixLicence={editProfileNow}
          onFixProducts={() => select('Products')}
        />
      ) : null}
      <FormNotice message={notice} />
      <FormAlert message={alert} />
      <DashboardTabs active={tab} onSelect={select} />
      <div role="tabpanel" aria-label={tab}>
        {data.loading && !OWN_DATA_TABS.includes(tab) ? <LoadingState label="Loading dashboard..." /> : null}
        {!data.loading && tab === 'Overview' ? (
          <SellerOverviewTab
            stats={withOrderFigures(data.stats, orders.orders)}
            orders={orders.orders}
            products={data.products}
            onSale={isOnSale(seller)}
            onAdd={add}
            onEdit={edit}
          />
        ) : null}
        {!data.loading && tab === 'Products' ? (
          <SellerProductsTab onSale={isOnSale(seller)} onAdd={add} onEdit={edit} onDelete={remove.ask} />
        ) : null}
        {!data.loading && tab === 'Orders' ? <SellerOrdersTab {...orders} /> : null}
        {tab === 'Problems reported' ? <SellerIssuesTab /> : null}
        {tab === 'Profile' ? (
          <SellerProfileTab
            key={String(editProfile)}
            seller={seller}
            startEditing={editProfile}
            onSellerChanged={onSellerChanged}
          />
        ) : null}
        {tab === 'Earnings' ? <SellerEarningsTab /> : null}
        {tab === 'Reviews' ? <SellerReviewsTab /> : null}
        {tab === 'Coupons' ? <SellerCouponsTab /> : null}
      </div>
      {remove.asking ? (
        <ConfirmDialog
          title={`Delete ${remove.asking.name}`}
          confirmLabel="Delete product"
          busyLabel="Deleting..."
          busy={remove.busy}
          onConfirm={remove.confirm}
          onClose={remove.cancel}
        >
          {DELETE_CONFIRM}
        </ConfirmDialog>
      ) : null}
      {editing ? (
        <ProductModal
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            report(message, null);
          }}
        />
      ) : null}
    </div>
  );
}

/** /seller/dashboard: without a signed-in seller it goes to the seller login. */
export function SellerDashboardPage() {
  const session = useSellerSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <LoadingState label="Loading..." />;
  if (session.status !== 'authenticated' || !session.account) return <Navigate to="/seller/login" replace />;

  const logout = () => {
    session.signOut();
    navigate('/seller/login', { replace: true });
  };
  return (
    <Dashboard
      seller={session.account}
      token={session.token}
      onLogout={logout}
      onSellerChanged={session.replaceAccount}
    />
  );
}

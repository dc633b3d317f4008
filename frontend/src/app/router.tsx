import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { StorefrontLayout } from './layout/storefront-layout';

// Each screen is its own chunk, so the first load carries only the layout and the page it opens.
const HomeRoute = lazy(() => import('./routes/home.route').then((m) => ({ default: m.HomeRoute })));
const ProductRoute = lazy(() => import('./routes/product.route').then((m) => ({ default: m.ProductRoute })));
const LoginPage = lazy(() =>
  import('@/features/account/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('@/features/account/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
const AccountRoute = lazy(() => import('./routes/account.route').then((m) => ({ default: m.AccountRoute })));
const OrdersRoute = lazy(() => import('./routes/orders.route').then((m) => ({ default: m.OrdersRoute })));
const WishlistRoute = lazy(() => import('./routes/wishlist.route').then((m) => ({ default: m.WishlistRoute })));
const SellerArea = lazy(() => import('./routes/seller-area').then((m) => ({ default: m.SellerArea })));
const SellerLoginPage = lazy(() =>
  import('@/features/seller/components/seller-login-page').then((m) => ({ default: m.SellerLoginPage })),
);
const SellerSignupPage = lazy(() =>
  import('@/features/seller/components/seller-signup-page').then((m) => ({ default: m.SellerSignupPage })),
);
const SellerDashboardPage = lazy(() =>
  import('@/features/seller/components/seller-dashboard-page').then((m) => ({ default: m.SellerDashboardPage })),
);
const InfoRoute = lazy(() => import('./routes/info.route').then((m) => ({ default: m.InfoRoute })));
const AdminArea = lazy(() => import('@/features/admin/components/admin-area').then((m) => ({ default: m.AdminArea })));

/** The storefront's pages, the seller's and the admin's; any other path redirects to `/`. */
export const routes: RouteObject[] = [
  {
    // The admin area has its own chrome, not the storefront's header and cart.
    path: 'admin/*',
    element: (
      <Suspense fallback={<LoadingState label="Loading..." />}>
        <AdminArea />
      </Suspense>
    ),
  },
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'product/:id', element: <ProductRoute /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'account', element: <AccountRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/:id', element: <OrdersRoute /> },
      { path: 'wishlist', element: <WishlistRoute /> },
      // The policy pages, 'Sell on Thindi', About and Contact.
      ...['shipping', 'returns', 'privacy', 'terms', 'sell', 'about', 'contact'].map((path) => ({
        path,
        element: <InfoRoute />,
      })),
      {
        path: 'seller',
        element: <SellerArea />,
        children: [
          { path: 'login', element: <SellerLoginPage /> },
          { path: 'signup', element: <SellerSignupPage /> },
          { path: 'dashboard', element: <SellerDashboardPage /> },
          { index: true, element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

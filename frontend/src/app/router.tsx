import { isValidElement, Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { StorefrontLayout } from './layout/storefront-layout';
import { lazyRoute, type LazyRoute } from './lazy-route';

// Each screen is its own chunk, so the first load carries only the layout and the page it opens.
const HomeRoute = lazyRoute(() => import('./routes/home.route').then((m) => m.HomeRoute));
const ProductRoute = lazyRoute(() => import('./routes/product.route').then((m) => m.ProductRoute));
const SellerPageRoute = lazyRoute(() => import('./routes/seller-page.route').then((m) => m.SellerPageRoute));
const LoginPage = lazyRoute(() => import('@/features/account/components/login-page').then((m) => m.LoginPage));
const SignupPage = lazyRoute(() => import('@/features/account/components/signup-page').then((m) => m.SignupPage));
const AccountRoute = lazyRoute(() => import('./routes/account.route').then((m) => m.AccountRoute));
const OrdersRoute = lazyRoute(() => import('./routes/orders.route').then((m) => m.OrdersRoute));
const WishlistRoute = lazyRoute(() => import('./routes/wishlist.route').then((m) => m.WishlistRoute));
const SellerArea = lazyRoute(() => import('./routes/seller-area').then((m) => m.SellerArea));
const SellerLoginPage = lazyRoute(() =>
  import('@/features/seller/account/components/seller-login-page').then((m) => m.SellerLoginPage),
);
const SellerSignupPage = lazyRoute(() =>
  import('@/features/seller/account/components/seller-signup-page').then((m) => m.SellerSignupPage),
);
const SellerDashboardPage = lazyRoute(() =>
  import('@/features/seller/dashboard/components/seller-dashboard-page').then((m) => m.SellerDashboardPage),
);
const InfoRoute = lazyRoute(() => import('./routes/info.route').then((m) => m.InfoRoute));
const AdminArea = lazyRoute(() => import('@/features/admin/components/admin-area').then((m) => m.AdminArea));

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
      // A seller's public page; /seller/* is the seller's own area.
      { path: 'sellers/:id', element: <SellerPageRoute /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'account', element: <AccountRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/:id', element: <OrdersRoute /> },
      // A shopper's ticket, /support/<its number> (the param is named as the orders' for the entry script's size).
      { path: 'support/:id', element: <OrdersRoute /> },
      { path: 'wishlist', element: <WishlistRoute /> },
      // The policy pages, 'Sell on Thindi', About, Contact and the grievance officer.
      ...['shipping', 'returns', 'privacy', 'terms', 'sell', 'about', 'contact', 'grievance'].map((path) => ({
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

function isLazyRoute(type: unknown): type is LazyRoute {
  return typeof type === 'function' && 'preload' in type;
}

/** The lazily loaded screen an element shows, itself or inside its Suspense boundary. */
function screenOf(element: ReactNode): LazyRoute | null {
  if (!isValidElement(element)) return null;
  if (isLazyRoute(element.type)) return element.type;
  return screenOf((element.props as { children?: ReactNode }).children);
}

/**
 * Loads the screens `pathname` shows (the storefront's page, or the seller's or admin's area), so a page the
 * server rendered can hydrate before anything on it updates.
 */
export function preloadScreens(pathname: string): Promise<unknown> {
  const matched = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matched.map(({ route }) => screenOf(route.element)?.preload()));
}

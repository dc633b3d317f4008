import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { StorefrontLayout } from './layout/storefront-layout';
import { COMING_SOON_PAGES } from './routes/coming-soon-pages';

// Each screen is its own chunk, so the first load carries only the layout and the page it opens.
const HomeRoute = lazy(() => import('./routes/home.route').then((m) => ({ default: m.HomeRoute })));
const ProductRoute = lazy(() => import('./routes/product.route').then((m) => ({ default: m.ProductRoute })));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon.route').then((m) => ({ default: m.ComingSoonRoute })));

/** The route table of spec section 2; any other path redirects to `/`. */
export const routes: RouteObject[] = [
  {
    element: <StorefrontLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'product/:id', element: <ProductRoute /> },
      ...COMING_SOON_PAGES.map(({ path, title, text }) => ({
        path,
        element: <ComingSoonRoute title={title} text={text} />,
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

import { screen } from '@testing-library/react';
import { paginationOf, type Seller, type SellerProduct } from '@thindi/contracts';
import type { SellerStats } from '@/features/seller/products/api/seller-catalog.api';
import { storeSession } from '@/lib/auth-storage';
import { jsonResponse, mockApi } from './fetch-mock';
import { makeProduct } from './product.factory';
import { renderApp } from './render-app';
import { makeSeller } from './sellers';

type Handler = Parameters<typeof mockApi>[0][string];

export function makeSellerProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  const { sellerId, ...product } = overrides;
  return {
    ...makeProduct(product),
    isActive: true,
    version: 1,
    packNotes: [],
    foodFacts: { complete: true, missing: [], dueAt: null, held: false },
    sellerId: sellerId ?? { _id: 'seller-1', id: 'seller-1', businessName: 'Amma Sweets' },
    ...product,
  };
}

export function makeStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return { totalProducts: 0, activeProducts: 0, totalOrders: 0, totalRevenue: 0, recentOrders: [], ...overrides };
}

interface DashboardSetup {
  seller?: Seller;
  products?: SellerProduct[] | (() => SellerProduct[]);
  stats?: SellerStats | null;
  /** GET /api/orders/seller/orders (any order-shaped objects); the Overview's order figures come from it. */
  orders?: object[] | (() => object[]);
  handlers?: Record<string, Handler>;
}

/** GET my-products as the server answers it: `search` on the name (any part, any case), then the page asked for. */
function productPage(url: URL | undefined, products: SellerProduct[]) {
  const search = url?.searchParams.get('search')?.toLowerCase() ?? '';
  const page = Number(url?.searchParams.get('page') ?? 1);
  const pageSize = Number(url?.searchParams.get('pageSize') ?? 20);
  const found = products.filter((p) => p.name.toLowerCase().includes(search));
  const shown = found.slice((page - 1) * pageSize, page * pageSize);
  return jsonResponse({ success: true, products: shown, pagination: paginationOf(page, pageSize, found.length) });
}

/**
 * Signs a seller in (stored token, GET /api/sellers/me accepted), answers its products (searched and paged) and
 * stats, and opens /seller/dashboard. `stats: null` makes the stats call fail; extra `handlers` answer the writes.
 */
export async function openDashboard({
  seller = makeSeller(),
  products = [],
  stats = makeStats(),
  orders = [],
  handlers = {},
}: DashboardSetup = {}) {
  const api = mockApi({
    'GET /api/sellers/me': () => jsonResponse({ success: true, seller }),
    // The request being answered is the last one recorded: fetch records it before it asks for the answer.
    'GET /api/products/seller/my-products': () =>
      productPage(api.requests.at(-1)?.url, typeof products === 'function' ? products() : products),
    'GET /api/sellers/stats': () =>
      stats ? jsonResponse({ success: true, stats }) : jsonResponse({ success: false, message: 'Boom' }, 500),
    'GET /api/orders/seller/orders': () =>
      jsonResponse({ success: true, orders: typeof orders === 'function' ? orders() : orders }),
    ...handlers,
  });
  storeSession('seller', 's-tok', seller);
  const view = renderApp('/seller/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome, ${seller.businessName}` });
  await screen.findByRole('tablist', { name: 'Seller dashboard' });
  return { ...view, api };
}

export const callsTo = (api: ReturnType<typeof mockApi>, method: string, pathname: string) =>
  api.requests.filter((r) => (r.init.method ?? 'GET') === method && r.url.pathname === pathname);

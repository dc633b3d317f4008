import type { AdminSeller, AdminStats, AdminUser, AuditEntry, Order, SellerProduct } from '@thindi/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { storeSession } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { makeUser } from './accounts';
import { jsonResponse, mockApi } from './fetch-mock';
import { makeProduct } from './product.factory';
import { makeSeller } from './sellers';

type Handler = Parameters<typeof mockApi>[0][string];

export const admin = { _id: 'a1', id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'admin@thindi.in' };

const page = (total: number, pageNo = 1) => ({
  page: pageNo,
  pageSize: 20,
  total,
  totalPages: Math.max(1, Math.ceil(total / 20)),
});

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 12,
    activeUsers: 11,
    totalSellers: 5,
    pendingSellers: 2,
    verifiedSellers: 3,
    inactiveSellers: 0,
    totalProducts: 40,
    activeProducts: 38,
    totalOrders: 7,
    totalRevenue: 123456,
    recentOrders: [],
    deadLetters: 0,
    unavailable: [],
    ...overrides,
  };
}

export function makeAdminSeller(overrides: Partial<AdminSeller> = {}): AdminSeller {
  return {
    ...makeSeller({ _id: 's1', id: 's1', ownerName: 'Lakshmi Devi', createdAt: '2026-01-01T00:00:00.000Z' }),
    businessType: 'individual',
    bankDetails: {
      accountNumberLast4: 'XXXXXX1234',
      ifscCode: 'SBIN0001234',
      accountHolderName: 'Lakshmi Devi',
      bankName: 'SBI',
    },
    documents: { aadharCard: true, panCard: true, bankDocument: false, fssaiCertificate: true },
    status: 'pending',
    rejectionReason: null,
    rejectedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const {
    addresses: _addresses,
    preferences: _preferences,
    ...user
  } = makeUser({
    _id: 'u1',
    id: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  return { ...user, ...overrides };
}

export function makeAdminProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return {
    ...makeProduct({ _id: 'p1', id: 'p1', name: 'Murukku', price: 1250, images: [] }),
    isActive: true,
    version: 1,
    packNotes: [],
    foodFacts: { complete: true, missing: [], dueAt: null, held: false },
    sellerId: { _id: 's1', id: 's1', businessName: 'Amma Sweets' },
    ...overrides,
  };
}

/** Only the fields the admin screens read; the rest of an order does not matter to them. */
export function makeAdminOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    id: 'o1',
    orderNumber: 'TH-1001',
    userId: { _id: 'u1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
    totalAmount: 1550,
    orderStatus: 'pending',
    fulfilments: [],
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  } as Order;
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e1',
    admin: { id: 'a1', name: 'Meena Iyer', email: 'admin@thindi.in' },
    action: 'seller.approve',
    targetType: 'seller',
    targetId: 's1',
    reason: null,
    details: { businessName: 'Amma Sweets' },
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const listOf = (name: string, items: unknown[], pageNo = 1, total = items.length) =>
  jsonResponse({ success: true, [name]: items, pagination: page(total, pageNo) });

interface Setup {
  /** Where the dashboard opens (its tabs and an order's detail have URLs under /admin). */
  path?: string;
  stats?: AdminStats | (() => Response);
  audit?: AuditEntry[];
  handlers?: Record<string, Handler>;
}

/** Signs the admin in, answers the overview's reads (and `handlers`), and renders the dashboard. */
export async function openAdminDashboard({
  path = '/admin',
  stats = makeStats(),
  audit = [],
  handlers = {},
}: Setup = {}) {
  const api = mockApi({
    'GET /api/admin/stats': () => (typeof stats === 'function' ? stats() : jsonResponse({ success: true, stats })),
    'GET /api/admin/audit-log': () => listOf('entries', audit),
    'GET /api/admin/sellers': () => listOf('sellers', []),
    'GET /api/admin/users': () => listOf('users', []),
    'GET /api/admin/products': () => listOf('products', []),
    'GET /api/admin/orders': () => listOf('orders', []),
    ...handlers,
  });
  storeSession('admin', 'adm-tok', admin);
  const onLogout = jest.fn();
  const router = createMemoryRouter(
    [{ path: '/admin/*', element: <AdminDashboard admin={admin} onLogout={onLogout} /> }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (path === '/admin') await screen.findByRole('group', { name: 'Total Users' });
  return { ...view, api, onLogout, router };
}

export const callsTo = (api: ReturnType<typeof mockApi>, method: string, pathname: string) =>
  api.requests.filter((r) => (r.init.method ?? 'GET') === method && r.url.pathname === pathname);

/** A fetch answer the test releases when it wants (to see a button disabled meanwhile). */
export function later() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release: (response: Response) => release(response) };
}

import {
  DEMO_SELLERS,
  type AdminAuditResponse,
  type AdminOrderListResponse,
  type AdminProductListResponse,
  type AdminSellerActionResponse,
  type AdminSellerListResponse,
  type AdminSellerResponse,
  type AdminStatsResponse,
  type AdminUserListResponse,
  type Product,
} from '@thindi/contracts';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { call, mailsTo } from './accounts-helpers';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock } from './orders-helpers';
import { proveSellerEmail, registerSeller, uploadImage, type RegisteredSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** The admin dashboard's calls on the whole standalone marketplace: figures, lists, verdicts, toggles, audit. */
const ADMIN = { email: 'moderator@thindi.in', password: 'Filter-Kaapi-42' };
let app: TestApp;
let adminToken: string;

/** Any JSON call; the answer body typed as the caller expects. */
async function api<T = Record<string, unknown>>(method: string, url: string, token?: string, body?: unknown) {
  const res = await send(app, method, url, token, body);
  return { status: res.status, body: res.body as unknown as T & { message?: string } };
}
const admin = <T>(method: string, url: string, body?: unknown) => api<T>(method, url, adminToken, body);
const storefrontNames = async () =>
  (await api<{ products: Product[] }>('GET', '/api/products')).body.products.map((p) => p.name);

async function createProduct(seller: RegisteredSeller, name: string) {
  const images = [await uploadImage(app, seller.token)];
  const res = await api<{ product: { id: string } }>('POST', '/api/products', seller.token, {
    name,
    description: 'Made in small batches.',
    price: 150,
    category: 'savory',
    ingredients: ['rice flour'],
    weight: '200g',
    images,
    inStock: true,
    stockQuantity: 10,
    featured: false,
  });
  if (res.status !== 201) throw new Error(`product not created: ${res.status} ${res.body.message}`);
  return res.body.product.id;
}

beforeAll(async () => {
  app = await startStandalone({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
}, 300_000);
afterAll(() => app?.stop());

describe('who may call the admin API', () => {
  const id = '6b0f5c4e-0000-4000-8000-000000000000';
  const routes: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/sellers'],
    ['GET', `/api/admin/sellers/${id}`],
    ['GET', `/api/admin/sellers/${id}/documents/pan`],
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/audit-log'],
    ['PATCH', `/api/admin/sellers/${id}/approve`],
    ['PATCH', `/api/admin/sellers/${id}/reject`, { reason: 'no' }],
    ['PATCH', `/api/admin/sellers/${id}/toggle-status`],
    ['PATCH', `/api/admin/users/${id}/toggle-status`],
    ['PATCH', `/api/admin/products/${id}/toggle-status`],
    ['PATCH', `/api/admin/products/${id}/featured`, { featured: true }],
    ['POST', '/api/admin/dead-letters/replay', {}],
  ];

  it('refuses anonymous callers (401), customers and sellers (403)', async () => {
    const customer = (await newCustomer(app)).token;
    const seller = (await registerSeller(app, 'Curious Seller')).token;
    for (const [method, url, body] of routes) {
      expect([url, (await api(method, url, undefined, body)).status]).toEqual([url, 401]);
      expect([url, (await api(method, url, customer, body)).status]).toEqual([url, 403]);
      expect([url, (await api(method, url, seller, body)).status]).toEqual([url, 403]);
    }
  });
});

describe('users', () => {
  let kavya: { token: string; email: string };

  beforeAll(async () => {
    kavya = await newCustomer(app, 'Kavyashree');
    await newCustomer(app, 'Kavyashree');
    await newCustomer(app, 'Bharath');
  });

  it('searches by name and e-mail, pages newest first, and filters by status', async () => {
    const byName = await admin<AdminUserListResponse>('GET', '/api/admin/users?search=kavyaSHREE');
    expect(byName.body.users.map((u) => u.firstName)).toEqual(['Kavyashree', 'Kavyashree']);
    const byEmail = await admin<AdminUserListResponse>('GET', `/api/admin/users?search=${kavya.email}`);
    expect(byEmail.body.users.map((u) => u.email)).toEqual([kavya.email]);
    expect(byEmail.body.users[0]).not.toHaveProperty('addresses');

    const all = await admin<AdminUserListResponse>('GET', '/api/admin/users?pageSize=100');
    const page2 = await admin<AdminUserListResponse>('GET', '/api/admin/users?pageSize=2&page=2');
    expect(page2.body.pagination).toEqual({
      page: 2,
      pageSize: 2,
      total: all.body.pagination.total,
      totalPages: Math.ceil(all.body.pagination.total / 2),
    });
    expect(page2.body.users).toEqual(all.body.users.slice(2, 4));
    const created = all.body.users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers a bad filter with a 400 that names it', async () => {
    const bad = await admin('GET', '/api/admin/users?status=sleeping');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status: /);
    expect((await admin('GET', '/api/admin/orders?pageSize=0')).body.message).toMatch(/^pageSize: /);
    expect((await admin('GET', '/api/admin/products?category=sweets')).body.message).toMatch(/^category: /);
  });

  it('deactivates a user: sign-in refused and the old token stops at once; activating restores both', async () => {
    const [user] = (await admin<AdminUserListResponse>('GET', `/api/admin/users?search=${kavya.email}`)).body.users;
    const off = await admin<{ message: string; user: { isActive: boolean } }>(
      'PATCH',
      `/api/admin/users/${user.id}/toggle-status`,
    );
    expect(off).toMatchObject({ status: 200, body: { message: 'User deactivated', user: { isActive: false } } });
    expect((await api('GET', '/api/auth/me', kavya.token)).status).toBe(401);
    const login = await api('POST', '/api/auth/login', undefined, { email: kavya.email, password: 'Murukku@123' });
    expect(login.status).toBe(403);
    const inactive = await admin<AdminUserListResponse>('GET', '/api/admin/users?status=inactive');
    expect(inactive.body.users.map((u) => u.id)).toContain(user.id);

    const on = await admin('PATCH', `/api/admin/users/${user.id}/toggle-status`);
    expect(on).toMatchObject({ status: 200, body: { message: 'User activated' } });
    expect((await api('GET', '/api/auth/me', kavya.token)).status).toBe(200);
  });

  it('with the wanted state in the body, refuses a toggle another admin already made (409) and a bad value (400)', async () => {
    const [user] = (await admin<AdminUserListResponse>('GET', '/api/admin/users?search=Bharath')).body.users;
    const url = `/api/admin/users/${user.id}/toggle-status`;
    const [a, b] = await Promise.all([
      admin('PATCH', url, { isActive: false }),
      admin('PATCH', url, { isActive: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe('User is already inactive');
    expect((await admin('PATCH', url, { isActive: 'no' })).body.message).toBe(
      'isActive: isActive must be true or false',
    );
    expect((await admin('PATCH', url, { isActive: true })).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin('PATCH', '/api/admin/users/6b0f5c4e-0000-4000-8000-000000000000/toggle-status');
    expect(res.status).toBe(404);
  });
});

describe('sellers', () => {
  let amma: RegisteredSeller;
  let ravi: RegisteredSeller;

  beforeAll(async () => {
    amma = await registerSeller(app, 'Amma Moderated Snacks', 'Lakshmi Iyer');
    ravi = await registerSeller(app, 'Ravi Moderated Sweets', 'Ravi Kumar');
    await proveSellerEmail(app, amma);
    await proveSellerEmail(app, ravi);
    await createProduct(amma, 'Amma Approval Murukku');
    await createProduct(ravi, 'Ravi Rejected Laddu');
  }, SERVICE_START_TIMEOUT_MS);

  it('lists pending sellers and finds them by business name, owner and e-mail', async () => {
    const pending = await admin<AdminSellerListResponse>('GET', '/api/admin/sellers?status=pending&pageSize=100');
    expect(pending.body.sellers.map((s) => s.id)).toEqual(expect.arrayContaining([amma.id, ravi.id]));
    expect(pending.body.sellers.every((s) => s.status === 'pending')).toBe(true);
    const byOwner = await admin<AdminSellerListResponse>('GET', '/api/admin/sellers?search=ravi%20kumar');
    expect(byOwner.body.sellers.map((s) => s.id)).toEqual([ravi.id]);
    const byEmail = await admin<AdminSellerListResponse>('GET', `/api/admin/sellers?search=${amma.email}`);
    expect(byEmail.body.sellers.map((s) => s.id)).toEqual([amma.id]);
  });

  it('shows one seller with its masked bank details and serves its documents to the admin', async () => {
    const res = await admin<AdminSellerResponse>('GET', `/api/admin/sellers/${amma.id}`);
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({
      businessName: 'Amma Moderated Snacks',
      status: 'pending',
      address: { city: 'Madurai', pincode: '625001' },
      bankDetails: { accountNumberLast4: 'XXXXXX9012', ifscCode: 'HDFC0001234' },
      documents: { aadharCard: true, panCard: true, bankDocument: true },
    });
    expect(JSON.stringify(res.body)).not.toContain('123456789012');
    const doc = await app.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `/api/admin/sellers/${amma.id}/documents/pan`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.body.startsWith('%PDF-')).toBe(true);
    expect((await admin('GET', `/api/admin/sellers/${amma.id}/documents/selfie`)).status).toBe(400);
    expect((await admin('GET', '/api/admin/sellers/not-a-seller')).status).toBe(404);
  });

  it('approves a pending seller: verified, its products in the storefront, and an e-mail', async () => {
    const res = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${amma.id}/approve`);
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Seller approved successfully', seller: { status: 'verified', isVerified: true } },
    });
    await waitUntil("the approved seller's product is in the storefront", async () =>
      (await storefrontNames()).includes('Amma Approval Murukku'),
    );
    await waitUntil('the approval is mailed', async () =>
      (await mailsTo(app.dataDir, amma.email)).some((m) => /approved/i.test(m.subject)),
    );
    expect((await admin('PATCH', `/api/admin/sellers/${amma.id}/approve`)).status).toBe(409);
  });

  it('requires a reason to reject, and a rejection makes the seller inactive, hidden and told why', async () => {
    for (const body of [{}, { reason: '   ' }, undefined]) {
      const res = await admin('PATCH', `/api/admin/sellers/${ravi.id}/reject`, body);
      expect(res).toMatchObject({ status: 400, body: { message: 'Please provide a reason for rejection' } });
    }
    expect((await admin<AdminSellerResponse>('GET', `/api/admin/sellers/${ravi.id}`)).body.seller.status).toBe(
      'pending',
    );

    const res = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${ravi.id}/reject`, {
      reason: 'The PAN card scan is unreadable',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { seller: { status: 'inactive', isActive: false, rejectionReason: 'The PAN card scan is unreadable' } },
    });
    // A rejected seller still signs in, to read the reason and resubmit (decision 021).
    expect((await api('GET', '/api/sellers/me', ravi.token)).status).toBe(200);
    await waitUntil(
      "the rejected seller's product leaves the storefront",
      async () => !(await storefrontNames()).includes('Ravi Rejected Laddu'),
    );
    await waitUntil('the rejection and its reason are mailed', async () =>
      (await mailsTo(app.dataDir, ravi.email)).some((m) => m.text.includes('The PAN card scan is unreadable')),
    );
    const inactive = await admin<AdminSellerListResponse>('GET', '/api/admin/sellers?status=inactive');
    expect(inactive.body.sellers.map((s) => s.id)).toContain(ravi.id);
    expect((await admin('PATCH', `/api/admin/sellers/${ravi.id}/reject`, { reason: 'again' })).status).toBe(409);
  });

  it('can reconsider a rejected seller: approving makes it verified and visible again', async () => {
    const res = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${ravi.id}/approve`);
    expect(res.body.seller).toMatchObject({ status: 'verified', rejectionReason: null });
    await waitUntil("the approved seller's product is back in the storefront", async () =>
      (await storefrontNames()).includes('Ravi Rejected Laddu'),
    );
  });

  it('switches a verified seller off and on: products hidden, then back', async () => {
    const off = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${ravi.id}/toggle-status`);
    expect(off.body).toMatchObject({ message: 'Seller deactivated', seller: { status: 'inactive', isVerified: true } });
    await waitUntil(
      "the switched-off seller's product leaves the storefront",
      async () => !(await storefrontNames()).includes('Ravi Rejected Laddu'),
    );
    const on = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${ravi.id}/toggle-status`);
    expect(on.body.seller.status).toBe('verified');
    await waitUntil("the switched-on seller's product is back in the storefront", async () =>
      (await storefrontNames()).includes('Ravi Rejected Laddu'),
    );
  });
});

describe('products', () => {
  it('lists every product with search, category and status filters', async () => {
    const all = await admin<AdminProductListResponse>('GET', '/api/admin/products?pageSize=100');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(41);
    const murukku = await admin<AdminProductListResponse>('GET', '/api/admin/products?search=MURUKKU&pageSize=100');
    expect(murukku.body.products.length).toBeGreaterThan(0);
    expect(
      murukku.body.products.every((p) => /murukku/i.test(p.name) || /murukku/i.test(p.sellerId.businessName)),
    ).toBe(true);
    const sweets = await admin<AdminProductListResponse>('GET', '/api/admin/products?category=sweet&pageSize=100');
    expect(sweets.body.products.every((p) => p.category === 'sweet')).toBe(true);
    expect(sweets.body.pagination.total).toBeLessThan(all.body.pagination.total);
  });

  it('deactivates a product: gone from the storefront and its page at once; activating brings it back', async () => {
    const [demo] = await productsOf(app, DEMO_SELLERS[0].id);
    expect(await storefrontNames()).toContain(demo.name);
    const off = await admin<{ message: string; product: { isActive: boolean } }>(
      'PATCH',
      `/api/admin/products/${demo.id}/toggle-status`,
    );
    expect(off).toMatchObject({ status: 200, body: { message: 'Product deactivated', product: { isActive: false } } });
    expect(await storefrontNames()).not.toContain(demo.name);
    expect((await api('GET', `/api/products/${demo.id}`)).status).toBe(404);
    const inactive = await admin<AdminProductListResponse>('GET', '/api/admin/products?status=inactive');
    expect(inactive.body.products.map((p) => p.id)).toContain(demo.id);

    await admin('PATCH', `/api/admin/products/${demo.id}/toggle-status`);
    expect(await storefrontNames()).toContain(demo.name);
  });
});

describe('featuring products', () => {
  type Answer = { message: string; product: { id: string; featured: boolean } };

  it("features a product by the admin only, audited; the seller's saves neither feature nor unfeature it", async () => {
    const seller = await registerSeller(app, 'Featuring Foods');
    const id = await createProduct(seller, 'Featured Kai Murukku');
    const feature = (featured: unknown, token = adminToken) =>
      api<Answer>('PATCH', `/api/admin/products/${id}/featured`, token, { featured });
    const on = await feature(true);
    expect(on).toMatchObject({ status: 200, body: { message: 'Product featured', product: { id, featured: true } } });
    expect((await feature(true)).status).toBe(409);
    expect((await feature('yes')).body).toMatchObject({
      message: 'featured: featured must be true or false',
      code: 'REQUEST.INVALID',
    });
    expect((await feature(false, seller.token)).status).toBe(403);

    const images = [await uploadImage(app, seller.token)];
    const save = await api<Answer>('PUT', `/api/products/${id}`, seller.token, {
      name: 'Featured Kai Murukku',
      description: 'Made in small batches.',
      price: 160,
      weight: '200g',
      images,
      featured: false,
    });
    expect(save).toMatchObject({ status: 200, body: { product: { featured: true } } });

    const { entries } = (await admin<AdminAuditResponse>('GET', `/api/admin/audit-log?targetId=${id}`)).body;
    expect(entries.map((e) => [e.action, e.targetType, e.details])).toEqual([
      ['product.feature', 'product', { name: 'Featured Kai Murukku', featured: true }],
    ]);
    expect((await feature(false)).body).toMatchObject({ product: { featured: false } });
  });
});

describe('orders and figures', () => {
  const orderNumbers: string[] = [];

  beforeAll(async () => {
    const [sellerToken] = await demoSellerTokens(app);
    expect(sellerToken).toBeTruthy();
    const [p] = await productsOf(app, DEMO_SELLERS[1].id);
    await setStock(app, p.id, 50);
    const shopper = await newCustomer(app, 'Ordering');
    for (let i = 0; i < 3; i++) {
      const res = await send(app, 'POST', '/api/orders', shopper.token, {
        items: [{ productId: p.id, quantity: i + 1 }],
        shippingAddress: address,
      });
      orderNumbers.push(res.body.order.orderNumber);
    }
    const mine = await send(app, 'GET', '/api/orders/my-orders', shopper.token);
    const first = mine.body.orders.find((o) => o.orderNumber === orderNumbers[0])!;
    expect((await send(app, 'PATCH', `/api/orders/${first._id}/cancel`, shopper.token, { reason: 'x' })).status).toBe(
      200,
    );
  });

  it('filters orders by status and finds one by its number', async () => {
    const cancelled = await admin<AdminOrderListResponse>('GET', '/api/admin/orders?status=cancelled');
    expect(cancelled.body.orders.map((o) => o.orderNumber)).toEqual([orderNumbers[0]]);
    const pending = await admin<AdminOrderListResponse>('GET', '/api/admin/orders?status=pending');
    expect(pending.body.orders.map((o) => o.orderNumber)).toEqual([orderNumbers[2], orderNumbers[1]]);
    const one = await admin<AdminOrderListResponse>('GET', `/api/admin/orders?search=${orderNumbers[1]}`);
    expect(one.body.orders.map((o) => o.orderNumber)).toEqual([orderNumbers[1]]);
    expect(one.body.orders[0].userId).toMatchObject({ firstName: 'Ordering' });
  });

  it('answers every figure, each agreeing with the lists, revenue without cancelled orders', async () => {
    const { stats } = (await admin<AdminStatsResponse>('GET', '/api/admin/stats')).body;
    expect(stats.unavailable).toEqual([]);
    const total = async (path: string) =>
      (await admin<{ pagination: { total: number } }>('GET', path)).body.pagination.total;
    expect(stats.totalUsers).toBe(await total('/api/admin/users'));
    expect(stats.totalSellers).toBe(await total('/api/admin/sellers'));
    expect(stats.pendingSellers).toBe(await total('/api/admin/sellers?status=pending'));
    expect(stats.verifiedSellers).toBe(await total('/api/admin/sellers?status=verified'));
    expect(stats.totalProducts).toBe(await total('/api/admin/products'));
    // Active products are what shoppers can buy: the storefront's count, not every product switched on (a pending
    // seller's products are switched on and not for sale).
    // The storefront's search index follows catalog events, so it may be a moment behind the figure's query.
    await waitUntil(
      'the storefront counts the active products',
      async () => (await total('/api/products')) === stats.activeProducts,
    );
    expect(stats.activeProducts).toBeLessThan(await total('/api/admin/products?status=active'));
    expect(stats.totalOrders).toBe(3);
    const orders = (await admin<AdminOrderListResponse>('GET', '/api/admin/orders')).body.orders;
    // Revenue is money received: paid UPI orders and delivered cash-on-delivery ones (decision 020).
    const received = (o: (typeof orders)[number]) =>
      o.orderStatus !== 'cancelled' &&
      (o.paymentStatus === 'paid' || (o.paymentMethod === 'cod' && o.orderStatus === 'delivered'));
    const live = orders.filter(received).reduce((sum, o) => sum + o.totalAmount, 0);
    expect(stats.totalRevenue).toBeCloseTo(live, 2);
    expect(stats.recentOrders?.map((o) => o.orderNumber)).toEqual([...orderNumbers].reverse());
  });
});

describe('the audit log', () => {
  it('holds every admin action with who, what, when and the rejection reason', async () => {
    const { entries } = (await admin<AdminAuditResponse>('GET', '/api/admin/audit-log?pageSize=100')).body;
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'admin.login',
      'user.toggle-status',
      'seller.approve',
      'seller.reject',
      'seller.toggle-status',
      'seller.document-view',
      'product.toggle-status',
    ]) {
      expect(actions).toContain(action);
    }
    const rejection = entries.find((e) => e.action === 'seller.reject')!;
    expect(rejection).toMatchObject({
      admin: { email: ADMIN.email },
      targetType: 'seller',
      reason: 'The PAN card scan is unreadable',
    });
    expect(Date.parse(rejection.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
  });
});

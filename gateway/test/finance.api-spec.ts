import {
  DEMO_SELLERS,
  type AdminFinance,
  type InvoiceSummary,
  type Payout,
  type SellerEarnings,
} from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '@thindi/platform/testing';
import { demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'finance-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let sellerA: string;
let sellerB: string;
let shopper: { token: string };
let stranger: { token: string };
let adminToken: string;
let a1: DemoProduct;
let b1: DemoProduct;

/** Bengaluru, Karnataka: another state than both the Madurai and the Kozhikode seller, so IGST on both parts. */
const bengaluru = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '14 Jayanagar 4th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560041',
  phone: '9876543210',
};

const raw = (method: 'GET' | 'POST', url: string, token?: string) =>
  app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const json = <T>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<{ status: number; body: T & { message?: string } }>;

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The return window passes at delivery: the payout run can pay at once.
    RETURN_WINDOW_DAYS: '0',
  });
  [sellerA, sellerB] = await demoSellerTokens(app);
  [a1] = await productsOf(app, DEMO_SELLERS[0].id);
  [b1] = await productsOf(app, DEMO_SELLERS[1].id);
  for (const p of [a1, b1]) await setStock(app, p.id, 100);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('invoices, settlement and payouts over the API', () => {
  let orderId = '';
  let totalPaise = 0;
  let roundOffPaise = 0;

  it('issues each seller its IGST invoice and the platform its delivery invoice: with the round off, what was paid', async () => {
    const placed = await send(app, 'POST', '/api/orders', shopper.token, {
      items: [
        { productId: a1.id, quantity: 2 },
        { productId: b1.id, quantity: 1 },
      ],
      shippingAddress: bengaluru,
      paymentMethod: 'cod',
    });
    expect(placed.status).toBe(201);
    orderId = placed.body.order.id;
    const { subtotal, shippingCost, tax, totalAmount } = placed.body.order;
    totalPaise = Math.round(totalAmount * 100);
    // The charge is in whole rupees; the invoices are exact, and the round off is the platform's.
    roundOffPaise = totalPaise - Math.round((subtotal + shippingCost + tax) * 100);
    expect(totalPaise % 100).toBe(0);
    expect((await json(`GET`, `/api/orders/${orderId}/invoices`, shopper.token)).body).toEqual({
      success: true,
      invoices: [],
    });

    for (const token of [sellerA, sellerB]) {
      const shipped = await send(app, 'PATCH', `/api/orders/${orderId}/status`, token, { status: 'shipped' });
      expect(shipped.status).toBe(200);
    }
    let invoices: InvoiceSummary[] = [];
    await waitUntil(
      'the three invoices are issued',
      async () => {
        invoices = (await json<{ invoices: InvoiceSummary[] }>('GET', `/api/orders/${orderId}/invoices`, shopper.token))
          .body.invoices;
        return invoices.length === 3;
      },
      15_000,
    );
    expect(invoices.map((i) => i.sellerId).sort()).toEqual([DEMO_SELLERS[0].id, DEMO_SELLERS[1].id, 'platform'].sort());
    expect(invoices.every((i) => i.kind === 'invoice')).toBe(true);
    expect(invoices.reduce((sum, i) => sum + i.totalPaise, 0) + roundOffPaise).toBe(totalPaise);

    for (const invoice of invoices) {
      const pdf = await raw('GET', `/api/invoices/${invoice.id}/pdf`, shopper.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A seller sees its own invoice only; another shopper none of them.
    const own = await json<{ invoices: InvoiceSummary[] }>('GET', `/api/orders/${orderId}/invoices`, sellerB);
    expect(own.body.invoices.map((i) => i.sellerId)).toEqual([DEMO_SELLERS[1].id]);
    const other = await json<{ invoices: InvoiceSummary[] }>('GET', `/api/orders/${orderId}/invoices`, stranger.token);
    expect(other.status === 404 || other.body.invoices?.length === 0).toBe(true);
    expect((await json('GET', '/api/orders/not-a-uuid/invoices', shopper.token)).status).toBe(400);
  });

  it('settles delivered parts, pays the sellers with UTRs and shows each seller its payout', async () => {
    for (const token of [sellerA, sellerB]) {
      expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, token, { status: 'delivered' })).status).toBe(
        200,
      );
    }
    let earnings: SellerEarnings | undefined;
    await waitUntil(
      "both sellers' earnings show the delivered parts",
      async () => {
        earnings = (await json<SellerEarnings>('GET', '/api/sellers/earnings', sellerA)).body;
        const other = (await json<SellerEarnings>('GET', '/api/sellers/earnings', sellerB)).body;
        return earnings.statement.length === 1 && other.statement.length === 1;
      },
      15_000,
    );
    const [row] = earnings!.statement;
    expect(row.grossPaise).toBe(a1.pricePaise * 2 + Math.round(a1.pricePaise * 2 * 0.05));
    expect(row.grossPaise).toBe(
      row.commissionPaise + row.gstOnCommissionPaise + row.tcsPaise + row.tdsPaise + row.netPaise,
    );

    const run = await json<{ success: true; created: Payout[] }>('POST', '/api/admin/finance/payouts/run', adminToken);
    expect(run.status).toBe(200);
    const payoutA = run.body.created.find((p) => p.sellerId === DEMO_SELLERS[0].id)!;
    const payoutB = run.body.created.find((p) => p.sellerId === DEMO_SELLERS[1].id)!;
    expect(payoutA).toMatchObject({ amountPaise: row.netPaise, state: 'due', hasBank: true });

    const bank = await raw('GET', '/api/admin/finance/payouts/bank.csv', adminToken);
    expect(bank.statusCode).toBe(200);
    expect(bank.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bank.body).toContain(`,${(payoutA.amountPaise / 100).toFixed(2)},${payoutA.reference}`);

    const badUtr = await json('POST', `/api/admin/finance/payouts/${payoutA.id}/paid`, adminToken, { utr: '12' });
    expect(badUtr.status).toBe(400);
    expect(badUtr.body.message).toContain('UTR must be 12 to 22 letters and digits');
    const paid = await json<{ payout: Payout }>('POST', `/api/admin/finance/payouts/${payoutA.id}/paid`, adminToken, {
      utr: 'SBIN326112345678',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.payout).toMatchObject({ state: 'paid', utr: 'SBIN326112345678' });
    expect(
      (await json('POST', `/api/admin/finance/payouts/${payoutA.id}/paid`, adminToken, { utr: 'SBIN326112345679' }))
        .status,
    ).toBe(409);
    const failed = await json<{ payout: Payout }>(
      'POST',
      `/api/admin/finance/payouts/${payoutB.id}/failed`,
      adminToken,
      { reason: 'Account closed' },
    );
    expect(failed.body.payout).toMatchObject({ state: 'failed', failureReason: 'Account closed' });

    const mine = (await json<SellerEarnings>('GET', '/api/sellers/earnings', sellerA)).body;
    expect(mine.payouts[0]).toMatchObject({ reference: payoutA.reference, utr: 'SBIN326112345678', state: 'paid' });
    expect(mine).toMatchObject({ heldPaise: 0, payablePaise: 0, availablePaise: 0 });
    const theirs = (await json<SellerEarnings>('GET', '/api/sellers/earnings', sellerB)).body;
    expect(theirs.availablePaise).toBe(payoutB.amountPaise);

    const statement = await raw('GET', '/api/sellers/earnings/statement.csv', sellerA);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(statement.body.split('\r\n')[1]).toContain(',Payable,');
  });

  it("gives the admin the month's figures and the GSTR-8 file, and sets commission per category", async () => {
    const month = istDate(new Date()).slice(0, 7);
    const overview = await json<AdminFinance>('GET', '/api/admin/finance', adminToken);
    expect(overview.status).toBe(200);
    expect(overview.body.months.find((m) => m.month === month)?.tcsPaise).toBeGreaterThan(0);
    const gstr8 = await raw('GET', `/api/admin/finance/gstr8.csv?month=${month}`, adminToken);
    expect(gstr8.statusCode).toBe(200);
    expect(gstr8.body).toContain(`${DEMO_SELLERS[0].gstin},${DEMO_SELLERS[0].businessName},29,`);
    expect(gstr8.body).toContain(`${DEMO_SELLERS[1].gstin},${DEMO_SELLERS[1].businessName},29,`);
    expect((await raw('GET', '/api/admin/finance/gstr8.csv?month=2026-13', adminToken)).statusCode).toBe(400);

    const set = await json<AdminFinance>('PUT', '/api/admin/finance/commission', adminToken, {
      category: 'sweet',
      ratePercent: 7.5,
    });
    expect(set.status).toBe(200);
    expect(set.body.commissionRates).toContainEqual({
      category: 'sweet',
      ratePercent: 7.5,
      validFrom: istDate(new Date()),
    });
    const bad = await json('PUT', '/api/admin/finance/commission', adminToken, {
      category: 'sweet',
      ratePercent: 7.555,
    });
    expect(bad.status).toBe(400);
  });

  it('keeps money screens to their parties', async () => {
    expect((await json('GET', '/api/admin/finance', shopper.token)).status).toBe(403);
    expect((await json('GET', '/api/admin/finance', sellerA)).status).toBe(403);
    expect((await json('GET', '/api/sellers/earnings', shopper.token)).status).toBe(403);
    expect((await json('GET', '/api/sellers/earnings')).status).toBe(401);
    expect(
      (await json('POST', `/api/admin/finance/payouts/${randomUUID()}/paid`, adminToken, { utr: 'SBIN326112340000' }))
        .status,
    ).toBe(404);
  });
});

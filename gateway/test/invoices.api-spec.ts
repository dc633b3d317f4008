import { DEMO_SELLERS, type InvoiceDocument } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { verifiedCustomer } from './accounts-helpers';
import { demoSellerTokens, rows } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'invoices-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let customer: { token: string; id: string };
let stranger: string;
let sellerA: string;
let sellerB: string;
let adminToken: string;
const invoiceId = randomUUID();

const get = async (url: string, token?: string) =>
  app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const document = (orderId: string): InvoiceDocument => {
  const karnataka = { code: '29', name: 'Karnataka' };
  return {
    kind: 'invoice',
    number: 'AMS/2526/000001',
    issuedOn: '2025-11-20',
    orderId,
    supplier: { name: DEMO_SELLERS[0].businessName, address: 'Malleshwaram, Bengaluru', gstin: null, state: karnataka },
    recipient: { name: 'Meena Iyer', address: 'Jayanagar, Bengaluru 560041', state: karnataka },
    placeOfSupply: karnataka,
    lines: [
      {
        description: 'Mysore Pak 500 g',
        hsn: '21069099',
        quantity: 1,
        unit: 'pcs',
        taxablePaise: 45_000,
        ratePercent: 5,
        cgstPaise: 1_125,
        sgstPaise: 1_125,
        igstPaise: 0,
      },
    ],
    totals: { taxablePaise: 45_000, cgstPaise: 1_125, sgstPaise: 1_125, igstPaise: 0, totalPaise: 47_250 },
    amountInWords: 'Rupees Four Hundred Seventy Two and Fifty Paise Only',
  };
};

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  [sellerA, sellerB] = await demoSellerTokens(app);
  const shopper = await verifiedCustomer(app);
  customer = { token: shopper.token, id: shopper.user.id };
  stranger = (await verifiedCustomer(app, { firstName: 'Kavya' })).token;
  const login = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  adminToken = login.json().token;
  const orderId = randomUUID();
  await rows(
    app,
    sql`INSERT INTO finance.invoices (id, order_id, seller_id, customer_id, kind, series_key, financial_year, seq,
      number, issued_on, document)
      VALUES (${invoiceId}, ${orderId}, ${DEMO_SELLERS[0].id}, ${customer.id}, 'invoice',
        ${`${DEMO_SELLERS[0].id}:invoice`}, '2526', 1, 'AMS/2526/000001', '2025-11-20',
        ${JSON.stringify(document(orderId))}::jsonb)`,
  );
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/invoices/:id/pdf', () => {
  it("streams the PDF to the order's customer, the issuing seller and an admin, never cached", async () => {
    for (const token of [customer.token, sellerA, adminToken]) {
      const res = await get(`/api/invoices/${invoiceId}/pdf`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceId}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('answers 404 to another customer and another seller, as for an invoice that does not exist', async () => {
    for (const [token, id] of [
      [stranger, invoiceId],
      [sellerB, invoiceId],
      [adminToken, randomUUID()],
    ]) {
      const res = await get(`/api/invoices/${id}/pdf`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Invoice not found',
        code: 'FINANCE.INVOICE_NOT_FOUND',
      });
    }
  });

  it('refuses a malformed id with a 400 naming it, and an anonymous caller with a 401', async () => {
    const bad = await get('/api/invoices/not-a-uuid/pdf', customer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('invoiceId must be a UUID');
    expect((await get(`/api/invoices/${invoiceId}/pdf`)).statusCode).toBe(401);
  });
});

import { DEMO_SELLERS } from '@thindi/contracts';
import { TokenService } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Deployment, freePort, serversAvailable, servicesUp, waitFor } from './distributed-harness';
import { S3Endpoint } from './s3-endpoint';

const required = process.env.CI === 'true';
const S3_KEYS = { S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'thindi-test' };

/**
 * The finance service as its own process: the gateway sees it in /api/health over NATS, an invoice's PDF is drawn
 * by finance, put in S3 and streamed by the gateway to the seller who issued it, and parts that ship and are
 * delivered while finance is down are invoiced and settled when it comes back (its durable JetStream consumer).
 */
describe('distributed mode: the finance service', () => {
  const deployment = new Deployment();
  const s3 = new S3Endpoint();
  let base = '';
  let available = true;

  const sql = async (query: string, params: unknown[] = []) => {
    const client = new Client({ connectionString: deployment.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query, params)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    const s3Url = await s3.start();
    await deployment.create({ S3_ENDPOINT: s3Url, ...S3_KEYS, SEED_DEMO: 'false' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    for (const service of ['seller', 'finance']) deployment.start(service, `services/${service}/dist/main.js`);
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port) });
    await servicesUp(base, ['seller', 'finance'], 90_000, deployment.procs);
  }, 150_000);

  afterAll(async () => {
    if (!available) return;
    await deployment.destroy();
    await s3.stop();
  }, 60_000);

  it('streams an invoice PDF drawn by finance and stored in S3 to its seller, and to no other', async () => {
    if (!available) return;
    const [seller, other] = DEMO_SELLERS;
    for (const [i, s] of [seller, other].entries()) {
      await sql(
        `INSERT INTO seller.sellers (id, business_name, owner_name, email, phone, business_type, pan_number, gst_number,
          address, bank_account_number, bank_ifsc_code, bank_account_holder_name, bank_name, documents, password_hash,
          is_verified, email_verified)
         VALUES ($1, $2, 'Owner', $3, '9876543210', 'company', $4, $5, $6::jsonb, '123456789', 'SBIN0001234',
          'Owner', 'SBI', '{}'::jsonb, 'x', true, true)`,
        [
          s.id,
          s.businessName,
          `finance-seller${i}@example.in`,
          s.gstin.slice(2, 12),
          s.gstin,
          JSON.stringify({
            street: '3 Main Road',
            city: s.city,
            state: i === 0 ? 'Tamil Nadu' : 'Kerala',
            pincode: s.pincode,
          }),
        ],
      );
    }
    const karnataka = { code: '29', name: 'Karnataka' };
    const orderId = randomUUID();
    const invoiceId = randomUUID();
    const document = {
      kind: 'invoice',
      number: 'AMS/2526/000001',
      issuedOn: '2025-11-20',
      orderId,
      supplier: {
        name: seller.businessName,
        address: 'Malleshwaram, Bengaluru',
        gstin: '29ABCDE1234F1ZW',
        state: karnataka,
      },
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
    await sql(
      `INSERT INTO finance.invoices (id, order_id, seller_id, customer_id, kind, series_key, financial_year, seq, number,
        issued_on, document)
       VALUES ($1, $2, $3, $4, 'invoice', $5, '2526', 1, 'AMS/2526/000001', '2025-11-20', $6::jsonb)`,
      [invoiceId, orderId, seller.id, randomUUID(), `${seller.id}:invoice`, JSON.stringify(document)],
    );
    const tokens = new TokenService(deployment.env.JWT_SECRET);
    const as = (s: { id: string }, i: number) =>
      tokens.sign({ id: s.id, role: 'seller', email: `finance-seller${i}@example.in` });
    const pdf = (token: string) =>
      fetch(`${base}/api/invoices/${invoiceId}/pdf`, { headers: { authorization: `Bearer ${token}` } });

    const res = await pdf(as(seller, 0));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [{ pdf_key: key }] = await sql('SELECT pdf_key FROM finance.invoices WHERE id = $1', [invoiceId]);
    expect(key).toBe(`invoices/${invoiceId}.pdf`);
    expect((await pdf(as(other, 1))).status).toBe(404);
  });

  it('invoices and settles the parts that shipped and were delivered while the finance service was down', async () => {
    if (!available) return;
    const [seller] = DEMO_SELLERS;
    const gateway = deployment.procs.find((p) => p.name === 'gateway')!;
    const order = deployment.start('order', 'services/order/dist/main.js');
    await servicesUp(base, ['order'], 90_000, [order, gateway]);
    const finance = deployment.procs.find((p) => p.name === 'finance')!;
    finance.child.kill('SIGTERM');
    await finance.exited;

    // A cash-on-delivery order of the Madurai seller's sweets to Bengaluru: inter-state, so IGST.
    const orderId = randomUUID();
    const item = {
      product: randomUUID(),
      productId: randomUUID(),
      productName: 'Madurai Jigarthanda Halwa',
      productImage: null,
      weight: '500g',
      quantity: 2,
      price: 450,
      sellerId: seller.id,
      sellerName: seller.businessName,
      hsn: '21069099',
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: 45,
      category: 'sweet',
    };
    const address = {
      type: 'home',
      firstName: 'Meena',
      lastName: 'Iyer',
      street: '14 Jayanagar 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560041',
      phone: '9876543210',
    };
    const history = JSON.stringify([{ status: 'pending', note: 'Order placed', timestamp: new Date().toISOString() }]);
    await sql(
      `INSERT INTO "order".orders (id, order_number, customer_id, customer_first_name, customer_last_name, customer_email,
        items, shipping_address, payment_method, payment_status, subtotal_paise, shipping_paise, tax_paise, total_paise,
        status, history, estimated_delivery)
       VALUES ($1, $2, $3, 'Meena', 'Iyer', 'meena@example.in', $4::jsonb, $5::jsonb, 'cod', 'pending', 90000, 5000,
        4500, 99500, 'pending', $6::jsonb, now() + interval '5 days')`,
      [
        orderId,
        `ORD-FIN-${orderId.slice(0, 6)}`,
        randomUUID(),
        JSON.stringify([item]),
        JSON.stringify(address),
        history,
      ],
    );
    await sql(
      `INSERT INTO "order".fulfilments (order_id, seller_id, seller_name, status, seller_subtotal_paise, history)
       VALUES ($1, $2, $3, 'pending', 90000, $4::jsonb)`,
      [orderId, seller.id, seller.businessName, history],
    );
    const token = new TokenService(deployment.env.JWT_SECRET).sign({
      id: seller.id,
      role: 'seller',
      email: 'finance-seller0@example.in',
    });
    for (const status of ['shipped', 'delivered']) {
      const moved = await fetch(`${base}/api/orders/${orderId}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(moved.status).toBe(200);
    }
    // The order service sent both events (its outbox is empty); nobody in the finance group has taken them yet.
    await waitFor(async () => (await sql('SELECT 1 FROM "order".outbox WHERE dead_at IS NULL')).length === 0, 30_000, [
      order,
      gateway,
    ]);
    expect(await sql('SELECT id FROM finance.invoices WHERE order_id = $1', [orderId])).toEqual([]);

    const restarted = deployment.start('finance', 'services/finance/dist/main.js');
    await waitFor(
      async () =>
        (await sql('SELECT 1 FROM finance.settlements WHERE order_id = $1', [orderId])).length === 1 &&
        (await sql('SELECT 1 FROM finance.invoices WHERE order_id = $1', [orderId])).length === 2,
      90_000,
      [restarted, order, gateway],
    );
    const invoices = await sql(
      `SELECT seller_id, kind, (document->'totals'->>'igstPaise')::int AS igst, (document->'totals'->>'totalPaise')::int AS total
         FROM finance.invoices WHERE order_id = $1 ORDER BY seller_id`,
      [orderId],
    );
    expect(invoices).toEqual(
      expect.arrayContaining([
        { seller_id: seller.id, kind: 'invoice', igst: 4500, total: 94500 },
        // The platform (GSTIN in Karnataka) delivers within Karnataka: CGST + SGST, no IGST.
        { seller_id: 'platform', kind: 'invoice', igst: 0, total: 5000 },
      ]),
    );
    const [entry] = await sql(
      `SELECT count(p.*)::int AS postings, sum(p.amount_paise)::int AS total
         FROM finance.ledger_entries e JOIN finance.ledger_postings p ON p.entry_id = e.id
        WHERE e.idempotency_key = $1`,
      [`delivered:${orderId}:${seller.id}`],
    );
    expect(entry).toEqual({ postings: 6, total: 0 });
  }, 180_000);
});

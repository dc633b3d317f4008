import { DEMO_SELLERS } from '@thindi/contracts';
import { TokenService } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Deployment, freePort, serversAvailable, servicesUp } from './distributed-harness';
import { S3Endpoint } from './s3-endpoint';

const required = process.env.CI === 'true';
const S3_KEYS = { S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'thindi-test' };

/**
 * The finance service as its own process: the gateway sees it in /api/health over NATS, and an invoice's PDF is
 * drawn by finance, put in S3 and streamed by the gateway to the seller who issued it.
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
        `INSERT INTO seller.sellers (id, business_name, owner_name, email, phone, business_type, pan_number, address,
          bank_account_number, bank_ifsc_code, bank_account_holder_name, bank_name, documents, password_hash,
          is_verified, email_verified)
         VALUES ($1, $2, 'Owner', $3, '9876543210', 'company', 'ABCDE1234F', $4::jsonb, '123456789', 'SBIN0001234',
          'Owner', 'SBI', '{}'::jsonb, 'x', true, true)`,
        [
          s.id,
          s.businessName,
          `finance-seller${i}@example.in`,
          JSON.stringify({ street: 'a', city: s.city, pincode: s.pincode }),
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
        gstin: '29ABCDE1234F1Z5',
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
});

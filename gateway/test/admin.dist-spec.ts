import sharp from 'sharp';
import { Deployment, freePort, serversAvailable, waitFor, type Proc, servicesUp } from './distributed-harness';
import { MailCatcher } from './mail-catcher';
import { sellerFields } from './seller-helpers';

const required = process.env.CI === 'true';
const ADMIN = { ADMIN_EMAIL: 'ops@thindi.in', ADMIN_PASSWORD: 'Filter-Kaapi-42' };
const SERVICES = ['auth', 'seller', 'media', 'notification', 'admin', 'order'];
const STATS_TIMEOUT_MS = 1000;

/**
 * Moderation across processes: the admin service, the seller service and two catalog replicas apart on NATS,
 * JetStream and PostgreSQL. An approval in the seller process reaches the storefront through the catalog's
 * event consumer; the figures survive a stopped service and a frozen one.
 */
describe('distributed mode: admin moderation', () => {
  const deployment = new Deployment();
  const mail = new MailCatcher();
  const catalogs: Proc[] = [];
  let order: Proc;
  let base = '';
  let available = true;
  let adminToken = '';
  let seller = { id: '', token: '', email: '' };
  const productName = 'Replica Ribbon Pakoda';

  const http = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'cache-control': 'no-cache',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const visible = async () =>
    (
      await http<{ products: { name: string }[] }>('GET', `/api/products?search=${encodeURIComponent(productName)}`)
    ).body.products.some((p) => p.name === productName);

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    await deployment.create({
      SMTP_URL: await mail.start(),
      SEED_DEMO: 'false',
      ADMIN_STATS_TIMEOUT_MS: String(STATS_TIMEOUT_MS),
      ...ADMIN,
    });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    for (const service of SERVICES) {
      const proc = deployment.start(service, `services/${service}/dist/main.js`);
      if (service === 'order') order = proc;
    }
    for (const replica of [1, 2])
      catalogs.push(deployment.start(`catalog-${replica}`, 'services/catalog/dist/main.js'));
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port) });
    await servicesUp(base, [...SERVICES, 'catalog'], 90_000, deployment.procs);
    adminToken = (
      await http<{ token: string }>('POST', '/api/admin/login', undefined, {
        email: ADMIN.ADMIN_EMAIL,
        password: ADMIN.ADMIN_PASSWORD,
      })
    ).body.token;
  }, 150_000);

  afterAll(async () => {
    if (!available) return;
    for (const c of catalogs) c.child.kill('SIGCONT');
    await deployment.destroy();
    await mail.stop();
  }, 60_000);

  it('registers a seller whose product stays out of the storefront while it is pending', async () => {
    if (!available) return;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const form = new FormData();
    const email = `replica.${deployment.id}@example.in`;
    const fields = sellerFields({ businessName: 'Replica Snacks', ownerName: 'Lakshmi Narayanan', email });
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const field of ['aadharCard', 'panCard', 'bankDocument', 'fssaiCertificate'])
      form.append(field, new Blob([pdf], { type: 'application/pdf' }), `${field}.pdf`);
    const registered = await fetch(`${base}/api/sellers/register`, { method: 'POST', body: form });
    expect(registered.status).toBe(201);
    const body = (await registered.json()) as { token: string; seller: { id: string } };
    seller = { id: body.seller.id, token: body.token, email };
    // The seller proves its e-mail with the mailed code, as its dashboard asks: only then is it mailed decisions.
    const codeMail = await mail.waitFor(email, 0, 30_000, /^Verify your e-mail/);
    const otp = codeMail.text.match(/\b(\d{6})\b/)?.[1];
    expect((await http('POST', '/api/sellers/verify-email', seller.token, { otp })).status).toBe(200);

    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('image', new Blob([png], { type: 'image/png' }), 'pakoda.png');
    const uploaded = await fetch(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
      body: upload,
    });
    const image = ((await uploaded.json()) as { file: { url: string } }).file.url;
    const created = await http('POST', '/api/products', seller.token, {
      name: productName,
      description: 'Crisp ribbons of rice and gram flour.',
      price: 120,
      category: 'savory',
      ingredients: ['rice flour', 'gram flour'],
      weight: '200g',
      images: [image],
      inStock: true,
      stockQuantity: 10,
      featured: false,
    });
    expect(created.status).toBe(201);
    expect(await visible()).toBe(false);
  });

  it('shows the product through both catalog replicas within seconds of the approval, and mails the seller', async () => {
    if (!available || !seller.id) return;
    const approvedAt = Date.now();
    const approved = await http<{ seller: { status: string } }>(
      'PATCH',
      `/api/admin/sellers/${seller.id}/approve`,
      adminToken,
    );
    expect(approved).toMatchObject({ status: 200, body: { seller: { status: 'verified' } } });
    await waitFor(visible, 10_000, deployment.procs);
    process.stdout.write(`approval to storefront (distributed): ${Date.now() - approvedAt} ms\n`);
    const reads = await Promise.all(Array.from({ length: 20 }, () => visible()));
    expect(reads.every(Boolean)).toBe(true);
    const message = await mail.waitFor(seller.email, approvedAt, 30_000, /approved/i);
    expect(message.text).toContain('Replica Snacks');
  });

  it('hides the product again when the admin switches the seller off', async () => {
    if (!available || !seller.id) return;
    const res = await http('PATCH', `/api/admin/sellers/${seller.id}/toggle-status`, adminToken);
    expect(res.status).toBe(200);
    await waitFor(async () => !(await visible()), 10_000, deployment.procs);
    expect((await http('GET', '/api/sellers/me', seller.token)).status).toBe(401);
  });

  it('answers the figures with a frozen service marked unavailable, after its time limit', async () => {
    if (!available) return;
    const full = await http<{ stats: { unavailable: string[]; totalSellers: number } }>(
      'GET',
      '/api/admin/stats',
      adminToken,
    );
    expect(full.body.stats.unavailable).toEqual([]);
    expect(full.body.stats.totalSellers).toBe(1);

    for (const c of catalogs) c.child.kill('SIGSTOP');
    try {
      const started = Date.now();
      const frozen = await http<{
        stats: { unavailable: string[]; totalProducts: number | null; totalSellers: number };
      }>('GET', '/api/admin/stats', adminToken);
      const took = Date.now() - started;
      process.stdout.write(`admin stats with the catalog frozen (SIGSTOP): ${took} ms\n`);
      expect(frozen.status).toBe(200);
      expect(frozen.body.stats).toMatchObject({ unavailable: ['products'], totalProducts: null, totalSellers: 1 });
    } finally {
      for (const c of catalogs) c.child.kill('SIGCONT');
    }
  });

  it('answers the figures with a stopped service marked unavailable', async () => {
    if (!available) return;
    order.child.kill('SIGTERM');
    expect(await order.exited).toBe(0);
    const started = Date.now();
    const res = await http<{ stats: { unavailable: string[]; totalOrders: number | null; totalUsers: number } }>(
      'GET',
      '/api/admin/stats',
      adminToken,
    );
    process.stdout.write(`admin stats with the order service stopped: ${Date.now() - started} ms\n`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toMatchObject({ unavailable: ['orders'], totalOrders: null, totalUsers: 0 });
  });
});

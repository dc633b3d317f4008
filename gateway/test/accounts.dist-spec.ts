import { waitUntil } from '@thindi/platform/testing';
import { Client } from 'minio';
import sharp from 'sharp';
import { Deployment, freePort, serversAvailable, servicesUp } from './distributed-harness';
import { signUpOverHttp } from './http-signup';
import { MailCatcher } from './mail-catcher';
import { S3Endpoint } from './s3-endpoint';
import { sellerFields } from './seller-helpers';

const required = process.env.CI === 'true';
const S3_KEYS = { S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'thindi-test' };

/**
 * Accounts across processes: gateway, auth, seller, media and notification apart, on NATS, PostgreSQL,
 * BullMQ on Redis, an S3 endpoint (s3rver) and an SMTP catcher, all on loopback.
 */
describe('distributed mode: accounts, mail and documents', () => {
  const deployment = new Deployment();
  const mail = new MailCatcher();
  const s3 = new S3Endpoint();
  let base = '';
  /** A second gateway replica on the same services. */
  let replica = '';
  let available = true;
  let sellerToken = '';

  beforeAll(async () => {
    available = await serversAvailable();
    if (!available) {
      if (required) throw new Error('NATS, PostgreSQL and Redis must be running for the distributed tests (CI=true)');
      return;
    }
    const smtpUrl = await mail.start();
    const s3Url = await s3.start();
    await deployment.create({ SMTP_URL: smtpUrl, S3_ENDPOINT: s3Url, ...S3_KEYS, SEED_DEMO: 'false' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    for (const service of ['auth', 'seller', 'media', 'notification', 'admin']) {
      deployment.start(service, `services/${service}/dist/main.js`);
    }
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(port) });
    const replicaPort = await freePort();
    replica = `http://127.0.0.1:${replicaPort}`;
    deployment.start('gateway', 'gateway/dist/main.js', { PORT: String(replicaPort) });
    await servicesUp(base, ['auth', 'seller', 'media', 'notification', 'admin'], 90_000, deployment.procs);
    await servicesUp(replica, ['auth'], 90_000, deployment.procs);
  }, 150_000);

  afterAll(async () => {
    if (!available) return;
    await deployment.destroy();
    await mail.stop();
    await s3.stop();
  }, 60_000);

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('sends a sign-up code through auth, BullMQ and notification to SMTP, and the code creates the account', async () => {
    if (!available) return;
    const email = `meena.${deployment.id}@example.in`;
    const asked = Date.now();
    const sent = await post('/api/auth/send-otp', { email, firstName: 'Meena', type: 'registration' });
    expect(sent.status).toBe(200);
    const message = await mail.waitFor(email, asked);
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    expect(code).toBeDefined();
    process.stdout.write(`sign-up code mail: ${message.receivedAt - asked} ms from request to the SMTP catcher\n`);
    const userData = { firstName: 'Meena', lastName: 'Iyer', email, password: 'Filter-coffee-9' };
    const verified = await post('/api/auth/verify-otp', { email, otp: code, userData });
    expect(verified.status).toBeLessThan(300);
    const { token } = (await verified.json()) as { token: string };
    const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('honours on another gateway replica a sign-out everywhere made through the first one, well before its cache expires', async () => {
    if (!available) return;
    const email = `revoked.${deployment.id}@example.in`;
    const token = await signUpOverHttp(base, mail, email);
    const meOn = async (gateway: string) =>
      (await fetch(`${gateway}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    // Both replicas now remember that this session may act.
    expect(await meOn(base)).toBe(200);
    expect(await meOn(replica)).toBe(200);
    expect((await post('/api/auth/sign-out-everywhere', {}, token)).status).toBe(200);
    expect(await meOn(base)).toBe(401);
    // The replica hears principal.sessions-revoked; without it, its cached answer would last 30 s.
    await waitUntil('the replica refuses the revoked session', async () => (await meOn(replica)) === 401, 10_000, 100);
    expect(await meOn(replica)).toBe(401);
  });

  it('stores a new seller’s KYC documents in the S3 bucket, privately', async () => {
    if (!available) return;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const form = new FormData();
    const fields = sellerFields({
      businessName: 'Chettinad Crunch',
      ownerName: 'Lakshmi Narayanan',
      email: `crunch.${deployment.id}@example.in`,
    });
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('aadharCard', new Blob([png], { type: 'image/png' }), 'aadhar.png');
    form.append('panCard', new Blob([pdf], { type: 'application/pdf' }), 'pan.pdf');
    form.append('bankDocument', new Blob([png], { type: 'image/png' }), 'bank.png');
    const res = await fetch(`${base}/api/sellers/register`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    sellerToken = ((await res.json()) as { token: string }).token;
    const url = new URL(s3.url);
    const client = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      pathStyle: true,
    });
    const keys: string[] = [];
    for await (const item of client.listObjectsV2(S3_KEYS.S3_BUCKET, 'seller-documents/', true))
      keys.push(item.name ?? '');
    for (const kind of ['aadhar', 'pan', 'bank'])
      expect(keys.some((k) => k.startsWith(`seller-documents/${kind}/`))).toBe(true);
    const publicRead = await fetch(`${base}/api/files/${keys[0]}`);
    expect(publicRead.status).toBe(404);
  });

  it('lets a seller upload an image straight to S3 with a presigned URL, then checks and records it', async () => {
    if (!available || !sellerToken) return;
    const auth = { authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' };
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const presign = await fetch(`${base}/api/upload/presigned-url`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ fileName: 'murukku.jpg', contentType: 'image/jpeg', folder: 'product-images' }),
    });
    expect(presign.status).toBeLessThan(300);
    const { uploadUrl, key, headers } = (await presign.json()) as {
      uploadUrl: string;
      key: string;
      headers: Record<string, string>;
    };
    expect(uploadUrl.startsWith(s3.url)).toBe(true);
    const put = await fetch(uploadUrl, { method: 'PUT', headers, body: jpeg });
    expect(put.ok).toBe(true);
    const done = await fetch(`${base}/api/upload/presigned-url/complete`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ key }),
    });
    expect(done.status).toBeLessThan(300);
    const { file } = (await done.json()) as { file: { url: string } };
    const image = await fetch(`${base}${file.url}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

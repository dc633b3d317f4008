#!/usr/bin/env node
// `node bench/abuse-probe.mjs`: replays the findings of the outside security test against the standalone app
// (`apps/standalone/dist/main.js`, what `npm start` runs) from outside, over HTTP and its mail folder only, and
// prints one row per finding with what was seen and whether it is what the rules say. Starts its own app in a
// temporary DATA_DIR and removes it at the end; loads only 127.0.0.1. About five minutes (two rows wait on timers:
// the idle socket's 30 s and the sign-in code's resend interval); `--rows 1,5` replays only those. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createBench } from './deployment.mjs';

const bench = createBench('probe');
const { log, api, adminToken, approvedSeller, verifiedCustomer, waitFor, sleep } = bench;
const ADDRESS = {
  type: 'home',
  firstName: 'Probe',
  lastName: 'Shopper',
  street: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  phone: '9876543210',
};
const unique = () => randomBytes(4).toString('hex');

/** One HTTP call that never throws on a status: `{ status, body, text, ms }`; `localAddress` picks the client address. */
function call(base, method, path, { token, body, headers = {}, localAddress } = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = {};
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: pages, sitemap, robots
          }
          resolve({ status: res.statusCode, body: json, text, ms: Date.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const seen = (r) =>
  `${r.status}${r.body?.code ? ` ${r.body.code}` : ''}${r.body?.message ? `: ${r.body.message}` : ''}`;

async function product(base, token, image, name, price = 150) {
  const { product: p } = await api(base, 'POST', '/api/products', {
    token,
    body: {
      name,
      description: 'A snack made for the probe.',
      price,
      category: 'savory',
      ingredients: ['rice flour'],
      weight: '200g',
      images: [image],
      stockQuantity: 5000,
    },
  });
  return p._id ?? p.id;
}

async function order(base, token, items, { paymentMethod = 'cod', key } = {}) {
  return call(base, 'POST', '/api/orders', {
    token,
    body: { items, shippingAddress: ADDRESS, paymentMethod },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

const cases = [];
const probe = (row, what, expected, run) => cases.push({ row, what, expected, run });

probe(
  1,
  'whole-order cancel after one seller shipped',
  '409 ORDER.CANNOT_CANCEL; the unshipped part cancels',
  async (ctx) => {
    const { base, shopper, a, b } = ctx;
    const placed = await order(base, shopper, [
      { productId: a.product, quantity: 1 },
      { productId: b.product, quantity: 1 },
    ]);
    const id = placed.body.order._id;
    await api(base, 'PATCH', `/api/orders/${id}/status`, {
      token: a.token,
      body: { status: 'shipped', trackingNumber: 'DTDC1' },
    });
    const cancel = await call(base, 'PATCH', `/api/orders/${id}/cancel`, { token: shopper, body: { reason: 'probe' } });
    const part = await call(base, 'PATCH', `/api/orders/${id}/parts/${b.id}/cancel`, { token: shopper, body: {} });
    const ok = cancel.status === 409 && cancel.body.code === 'ORDER.CANNOT_CANCEL' && part.status === 200;
    return { ok, seen: `cancel ${seen(cancel)}; part cancel ${part.status}` };
  },
);

probe(
  2,
  "seller marks a fresh pending COD order 'delivered'",
  '409 ORDER.INVALID_STATUS_MOVE',
  async ({ base, shopper, a }) => {
    const placed = await order(base, shopper, [{ productId: a.product, quantity: 1 }]);
    const r = await call(base, 'PATCH', `/api/orders/${placed.body.order._id}/status`, {
      token: a.token,
      body: { status: 'delivered' },
    });
    return { ok: r.status === 409 && r.body.code === 'ORDER.INVALID_STATUS_MOVE', seen: seen(r) };
  },
);

probe(
  3,
  'admin records one UTR on a second order',
  '409 naming the first order',
  async ({ base, shopper, a, admin }) => {
    const first = await order(base, shopper, [{ productId: a.product, quantity: 1 }], { paymentMethod: 'upi' });
    const second = await order(base, shopper, [{ productId: a.product, quantity: 1 }], { paymentMethod: 'upi' });
    const utr = String(100000000000 + Math.floor(Math.random() * 899999999999));
    const one = await call(base, 'POST', `/api/admin/orders/${first.body.order._id}/payment`, {
      token: admin,
      body: { utr },
    });
    const two = await call(base, 'POST', `/api/admin/orders/${second.body.order._id}/payment`, {
      token: admin,
      body: { utr },
    });
    const ok = one.status === 200 && two.status === 409 && two.body.message.includes(first.body.order.orderNumber);
    return { ok, seen: `first ${one.status}; second ${seen(two)}` };
  },
);

probe(
  4,
  'sign-up with a taken e-mail and with a new one',
  'the same status and words for both',
  async ({ base, shopperEmail }) => {
    const user = (email) => ({ firstName: 'Probe', lastName: 'Person', email, password: 'Kara-Boondi-Probe-9' });
    const taken = await call(base, 'POST', '/api/auth/register', { body: user(shopperEmail) });
    const fresh = await call(base, 'POST', '/api/auth/register', { body: user(`new.${unique()}@probe.thindi.test`) });
    const otpTaken = await call(base, 'POST', '/api/auth/send-otp', {
      body: { email: shopperEmail, type: 'registration' },
    });
    const otpFresh = await call(base, 'POST', '/api/auth/send-otp', {
      body: { email: `new.${unique()}@probe.thindi.test`, type: 'registration' },
    });
    const same = (x, y) => x.status === y.status && x.body.message === y.body.message;
    return {
      ok: same(taken, fresh) && same(otpTaken, otpFresh),
      seen: `register ${taken.status}/${fresh.status}, send-otp ${otpTaken.status}/${otpFresh.status}`,
    };
  },
);

probe(5, '16 of 1,000 announced bytes, then silence', 'closed after about 30 s', async ({ base }) => {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  const closedAfter = await new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"a@b.c"`,
      );
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve(Date.now() - started));
    setTimeout(() => socket.destroy(), 60_000);
  });
  const seconds = (closedAfter / 1000).toFixed(1);
  return {
    ok: closedAfter < 45_000,
    seen: closedAfter < 59_000 ? `closed after ${seconds} s` : 'still open after 60 s',
  };
});

probe(
  6,
  '11 wrong admin passwords from one address',
  "the admin's password from another address works",
  async (ctx) => {
    const { base } = ctx;
    const wrong = [];
    for (let i = 0; i < 11; i++) {
      wrong.push(
        await call(base, 'POST', '/api/admin/login', {
          body: { email: ctx.adminLogin.email, password: `wrong-${i}-password` },
          localAddress: '127.0.0.2',
        }),
      );
    }
    const right = await call(base, 'POST', '/api/admin/login', { body: ctx.adminLogin, localAddress: '127.0.0.1' });
    const limited = wrong.filter((r) => r.status === 429).length;
    return {
      ok: right.status === 200,
      seen: `${limited} of 11 wrong got 429; the right one ${right.status} in ${right.ms} ms`,
    };
  },
);

probe(7, '10 lines of one product × 100', '400 naming the product', async ({ base, shopper, a }) => {
  const r = await order(
    base,
    shopper,
    Array.from({ length: 10 }, () => ({ productId: a.product, quantity: 100 })),
  );
  return { ok: r.status === 400, seen: seen(r) };
});

probe(8, 'one Idempotency-Key, other items', '422 ORDER.IDEMPOTENCY_KEY_REUSED', async ({ base, shopper, a, b }) => {
  const key = randomBytes(16).toString('hex');
  const first = await order(base, shopper, [{ productId: a.product, quantity: 1 }], { key });
  const again = await order(base, shopper, [{ productId: a.product, quantity: 1 }], { key });
  const other = await order(base, shopper, [{ productId: b.product, quantity: 2 }], { key });
  const ok =
    first.status === 201 &&
    again.status < 300 &&
    other.status === 422 &&
    other.body.code === 'ORDER.IDEMPOTENCY_KEY_REUSED';
  return { ok, seen: `first ${first.status}, same ${again.status}, other ${seen(other)}` };
});

probe(
  9,
  'wrong sign-in codes from one address for 3⅓ minutes',
  'at most 10 checked; the owner still signs in',
  async (ctx) => {
    const { base, victimEmail } = ctx;
    const from = { localAddress: '127.0.0.2' };
    const ends = Date.now() + 200_000;
    let checked = 0;
    let limited = 0;
    while (Date.now() < ends) {
      const sent = await call(base, 'POST', '/api/auth/send-otp', {
        body: { email: victimEmail, type: 'login' },
        ...from,
      });
      if (sent.status === 200) {
        for (let i = 0; i < 6 && Date.now() < ends; i++) {
          const body = { email: victimEmail, otp: '000000' };
          const r = await call(base, 'POST', '/api/auth/login-with-otp', { body, ...from });
          if (r.status === 429) {
            limited++;
            break;
          }
          if (r.status === 400 || r.status === 401) checked++;
        }
      }
      await sleep(5000);
    }
    const owner = await signInByCode(base, victimEmail, 90_000);
    const mails = readdirSync(ctx.mailDir).filter((f) => f.includes(victimEmail)).length;
    return {
      ok: checked <= 10 && Boolean(owner.token),
      seen: `${checked} wrong codes checked, ${limited} refusals (429), ${mails} mails; the owner's sign-in ${owner.token ? 'worked' : `failed: ${owner.message}`}`,
    };
  },
);

probe(
  10,
  "an unproven registration, then the owner's first code sign-in",
  'needsProfile: true; no name kept',
  async ({ base }) => {
    const email = `victim.${unique()}@probe.thindi.test`;
    await call(base, 'POST', '/api/auth/register', {
      body: { firstName: 'Attacker', lastName: 'X', email, password: 'Attacker-Chose-This-1', phone: '9999999999' },
    });
    const token = await signInByCode(base, email);
    const me = await call(base, 'GET', '/api/auth/me', { token: token.token });
    const name = me.body.user?.firstName ?? me.body.firstName;
    return {
      ok: token.needsProfile === true && name !== 'Attacker',
      seen: `needsProfile ${token.needsProfile}, name '${name}'`,
    };
  },
);

probe(11, "passwords '123456' and 'aaaaaaaa'", '400 saying why', async ({ base }) => {
  const tries = [];
  for (const password of ['123456', 'aaaaaaaa']) {
    const r = await call(base, 'POST', '/api/auth/register', {
      body: { firstName: 'Weak', lastName: 'Password', email: `weak.${unique()}@probe.thindi.test`, password },
    });
    tries.push(r);
  }
  return { ok: tries.every((r) => r.status === 400), seen: tries.map(seen).join('; ') };
});

probe(12, 'seller sign-up with GSTIN 33ABCQQ1234A1Z5', '400 naming the check character', async ({ base }) => {
  const form = bench.sellerForm(`Probe GST ${unique()}`, {
    gstNumber: '33ABCQQ1234A1Z5',
    panNumber: 'ABCQQ1234A',
    address: JSON.stringify({ street: '4 West Masi Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' }),
  });
  const res = await fetch(`${base}/api/sellers/register`, { method: 'POST', body: form });
  const r = { status: res.status, body: await res.json() };
  return { ok: r.status === 400 && /gst/i.test(r.body.message ?? ''), seen: seen(r) };
});

probe(
  13,
  'Host: attacker.example on a product page, sitemap and robots',
  'no attacker host in any answer',
  async ({ base, a }) => {
    const headers = { host: 'attacker.example' };
    const answers = await Promise.all(
      [`/product/${a.product}`, '/sitemap.xml', '/robots.txt'].map((p) => call(base, 'GET', p, { headers })),
    );
    const leaks = answers.filter((r) => r.text.includes('attacker.example')).length;
    return { ok: leaks === 0, seen: `${leaks} of 3 answers name attacker.example` };
  },
);

probe(14, 'three requests of five 49-megapixel PNGs', '4xx before decoding; memory flat', async ({ base, a, pid }) => {
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const before = rssMb(pid);
  const started = Date.now();
  const statuses = await Promise.all(
    [0, 1, 2].map(async () => {
      const form = new FormData();
      for (let i = 0; i < 5; i++) form.append('images', new Blob([png], { type: 'image/png' }), `big-${i}.png`);
      const res = await fetch(`${base}/api/upload/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${a.token}` },
        body: form,
      });
      return res.status;
    }),
  );
  const ms = Date.now() - started;
  const after = rssMb(pid);
  return {
    ok: statuses.every((s) => s >= 400 && s < 500) && after - before < 150,
    seen: `${statuses.join(', ')} in ${ms} ms; RSS ${before} → ${after} MB (${Math.round(png.length / 1024)} kB each)`,
  };
});

probe(15, 'seller saves featured: true, then price 0', 'featured ignored; 400 for the price', async ({ base, a }) => {
  const { product: current } = await api(base, 'GET', `/api/products/${a.product}`);
  const body = {
    name: current.name,
    description: current.description,
    price: current.price,
    category: current.category,
    ingredients: current.ingredients,
    weight: current.weight,
    images: current.images,
    stockQuantity: current.stockQuantity,
  };
  const featured = await call(base, 'PUT', `/api/products/${a.product}`, {
    token: a.token,
    body: { ...body, featured: true },
  });
  const shown = await call(base, 'GET', `/api/products/${a.product}`, { headers: { 'cache-control': 'no-cache' } });
  const zero = await call(base, 'PUT', `/api/products/${a.product}`, { token: a.token, body: { ...body, price: 0 } });
  return {
    ok: featured.status === 200 && shown.body.product?.featured !== true && zero.status === 400,
    seen: `save ${featured.status}, featured ${shown.body.product?.featured}; price 0 ${seen(zero)}`,
  };
});

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

let mailDir = '';
/** Signs in by an e-mailed code (asking for one until it is sent), read from the mail folder; answers the sign-in's body. */
async function signInByCode(base, email, waitToSendMs = 0) {
  const before = new Set(readdirSync(mailDir));
  const sendBy = Date.now() + waitToSendMs;
  while ((await call(base, 'POST', '/api/auth/send-otp', { body: { email, type: 'login' } })).status !== 200) {
    if (Date.now() > sendBy) throw new Error(`no code could be sent to ${email}`);
    await sleep(5000);
  }
  let otp;
  await waitFor(
    `a code for ${email}`,
    async () => {
      for (const f of readdirSync(mailDir).filter((n) => !before.has(n) && n.includes(email))) {
        otp = /\b(\d{6})\b/.exec(JSON.parse(readFileSync(join(mailDir, f), 'utf8')).text)?.[1] ?? otp;
      }
      return Boolean(otp);
    },
    [],
    30_000,
  );
  return (await call(base, 'POST', '/api/auth/login-with-otp', { body: { email, otp } })).body;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-probe-'));
  const results = [];
  try {
    const app = await bench.startStandalone(dataDir);
    const { base } = app;
    mailDir = join(dataDir, 'outbox');
    log(`app at ${base}`);
    const sellerWithProduct = async (name) => {
      const s = await approvedSeller(base);
      return { ...s, product: await product(base, s.token, s.image, `${name} ${unique()}`) };
    };
    const shopperEmail = `shopper.${unique()}@probe.thindi.test`;
    const victimEmail = `owner.${unique()}@probe.thindi.test`;
    const userData = (email) => ({ firstName: 'Probe', lastName: 'Shopper', email, password: 'Kara-Boondi-Probe-9' });
    const ctx = {
      base,
      mailDir,
      pid: app.procs[0].child.pid,
      a: await sellerWithProduct('Probe Murukku'),
      b: await sellerWithProduct('Probe Mixture'),
      shopper: await verifiedCustomer(base, shopperEmail, userData(shopperEmail)),
      shopperEmail,
      victimEmail,
      admin: await adminToken(base),
      adminLogin: bench.adminLogin,
    };
    await verifiedCustomer(base, victimEmail, userData(victimEmail));
    const only = process.argv.includes('--rows') ? process.argv[process.argv.indexOf('--rows') + 1].split(',') : null;
    for (const c of cases.filter((x) => !only || only.includes(String(x.row)))) {
      const outcome = await c.run(ctx).catch((err) => ({ ok: false, seen: `probe failed: ${err.message}` }));
      log(`${c.row}: ${outcome.ok ? 'as expected' : 'NOT as expected'}: ${outcome.seen}`);
      results.push({ ...c, ...outcome });
    }
  } finally {
    await bench.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write('\n| # | what was done | expected | seen | holds |\n|---|---|---|---|---|\n');
  for (const r of results)
    process.stdout.write(`| ${r.row} | ${r.what} | ${r.expected} | ${r.seen} | ${r.ok ? 'yes' : 'NO'} |\n`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main().catch(async (err) => {
  log(err.stack ?? String(err));
  await bench.stopAll();
  process.exit(1);
});

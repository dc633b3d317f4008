import { waitUntilFound } from '@thindi/platform/testing';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startStandalone, type TestApp } from './standalone-app';
import { multipart, type FilePart as Part } from './seller-helpers';

/** Seller accounts over HTTP: multipart registration with KYC documents, sign-in, own profile and documents. */
let app: TestApp;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const http = () => app.app.getHttpAdapter().getInstance();
const json = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
  http().inject({ method, url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

let seq = 0;
const textFields = (over: Record<string, string> = {}): Record<string, string> => ({
  businessName: 'Amma Snacks',
  ownerName: 'Lakshmi Iyer',
  email: `seller${++seq}@example.in`,
  phone: '9876543210',
  businessType: 'individual',
  panNumber: 'ABCDE1234F',
  gstNumber: '33ABCDE1234F1Z7',
  password: 'Kara-Sev-2024',
  address: JSON.stringify({ street: '12 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' }),
  bankDetails: JSON.stringify({
    accountNumber: '123456789012',
    ifscCode: 'SBIN0001234',
    accountHolderName: 'Lakshmi Iyer',
    bankName: 'SBI',
  }),
  ...over,
});
const documents = (): Part[] => [
  { field: 'aadharCard', name: 'aadhar.png', type: 'image/png', bytes: png },
  { field: 'panCard', name: 'pan.pdf', type: 'application/pdf', bytes: pdf },
  { field: 'bankDocument', name: 'bank.png', type: 'image/png', bytes: png },
];

async function register(fields: Record<string, string>, files: Part[] = documents()) {
  return http().inject({ method: 'POST', url: '/api/sellers/register', ...(await multipart(fields, files)) });
}

const storedKeys = (folder: string): string[] => {
  try {
    return readdirSync(join(app.dataDir, 'media', folder), { recursive: true }).map(String);
  } catch {
    return [];
  }
};

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
  });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/sellers/register', () => {
  it('registers a pending seller with nested fields sent as JSON strings and signs it in', async () => {
    const fields = textFields();
    const res = await register(fields);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String) });
    expect(body.seller).toMatchObject({
      email: fields.email,
      businessType: 'individual',
      panNumber: 'ABCDE1234F',
      gstNumber: '33ABCDE1234F1Z7',
      address: { city: 'Madurai', pincode: '625001' },
      bankDetails: { accountNumberLast4: 'XXXXXX9012', ifscCode: 'SBIN0001234' },
      documents: { aadharCard: true, panCard: true, bankDocument: true },
      isVerified: false,
      isActive: true,
    });
    expect(res.body).not.toContain('123456789012');
  });

  it('accepts address and bank details in bracket form too, and no GST number', async () => {
    const { address: _a, bankDetails: _b, gstNumber: _g, ...rest } = textFields();
    const res = await register({
      ...rest,
      'address[street]': '4 Beach Road',
      'address[city]': 'Kozhikode',
      'address[state]': 'Kerala',
      'address[pincode]': '673001',
      'bankDetails[accountNumber]': '987654321',
      'bankDetails[ifscCode]': 'hdfc0000123',
      'bankDetails[accountHolderName]': 'Malabar Spice House',
      'bankDetails[bankName]': 'HDFC Bank',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().seller).toMatchObject({
      gstNumber: null,
      address: { street: '4 Beach Road', city: 'Kozhikode' },
      bankDetails: { accountNumberLast4: 'XXXXXX4321', ifscCode: 'HDFC0000123', bankName: 'HDFC Bank' },
    });
  });

  it.each([
    ['a business name', { businessName: '' }],
    ['an owner name', { ownerName: '' }],
    ['an e-mail', { email: '' }],
    ['a password', { password: '' }],
  ])('refuses a form without %s with the required-fields message', async (_what, over) => {
    const res = await register(textFields(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Please fill in all required fields',
      code: 'REQUEST.INVALID',
    });
  });

  it('refuses a NUL character in a text field with a 400 naming it', async () => {
    const res = await register(textFields({ businessName: 'Amma\u0000Snacks' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'businessName: must not contain a NUL character',
      code: 'REQUEST.INVALID',
    });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await register(textFields({ password: 'abc1234' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 8 characters long');
  });

  it('refuses a common password, saying why', async () => {
    const res = await register(textFields({ password: 'password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AUTH.WEAK_PASSWORD', message: expect.stringMatching(/^This is a/) });
  });

  it.each([
    ['PAN', { panNumber: 'ABCD1234F' }, 'Please enter a valid PAN number'],
    [
      'IFSC',
      {
        bankDetails: JSON.stringify({
          accountNumber: '123456789',
          ifscCode: 'SBIN1001234',
          accountHolderName: 'A',
          bankName: 'B',
        }),
      },
      'Please enter a valid IFSC code',
    ],
    ['GST', { gstNumber: '33ABCDE1234F1X5' }, 'Please enter a valid GST number'],
    ['GST of another PAN', { gstNumber: '33ZZZZZ1234F1ZO' }, 'The GST number must contain the PAN number'],
    [
      'GST check character',
      { gstNumber: '33ABCDE1234F1Z5' },
      "The GST number's check character (its last character) is wrong: please copy the number from your GST certificate",
    ],
    ['pincode', { 'address[pincode]': '012345', address: '' }, 'Please enter a valid pincode'],
    ['phone', { phone: '0123' }, 'Please enter a valid phone number'],
    [
      'account number',
      {
        bankDetails: JSON.stringify({
          accountNumber: '12ab',
          ifscCode: 'SBIN0001234',
          accountHolderName: 'A',
          bankName: 'B',
        }),
      },
      'Please enter a valid bank account number (9 to 18 digits)',
    ],
  ])('refuses a bad %s with a message naming the field', async (_field, over, message) => {
    const fields = textFields(over as Record<string, string>);
    if ('address[pincode]' in over) {
      Object.assign(fields, { 'address[street]': 'x', 'address[city]': 'y', 'address[state]': 'z' });
      delete fields.address;
    }
    const res = await register(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('asks for all three documents when one is missing', async () => {
    const res = await register(textFields(), documents().slice(0, 2));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload all required documents (Aadhar Card, PAN Card, and Bank Document)');
  });

  it('refuses an HTML file named .pdf as a document, and keeps none of the others', async () => {
    const before = storedKeys('seller-documents').length;
    const html = {
      field: 'panCard',
      name: 'pan.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('<!doctype html><html><body>hi</body></html>'),
    };
    const res = await register(textFields(), [documents()[0], html, documents()[2]]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('File type not allowed. Allowed types: jpeg, jpg, png, pdf');
    expect(storedKeys('seller-documents').length).toBe(before);
    expect(storedKeys('incoming')).toEqual([]);
  });

  it('refuses a document above 5 MB with 413', async () => {
    const big = {
      field: 'bankDocument',
      name: 'bank.pdf',
      type: 'application/pdf',
      bytes: Buffer.alloc(6 * 1024 * 1024, 1),
    };
    const res = await register(textFields(), [...documents().slice(0, 2), big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 5MB');
  });

  it('answers a taken e-mail, whatever its letter case, as a new one: 201 and an unproven seller', async () => {
    const fields = textFields();
    const first = await register(fields);
    expect(first.statusCode).toBe(201);
    const res = await register({ ...fields, email: fields.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      seller: { email: fields.email.toLowerCase(), emailVerified: false },
    });
    expect(res.json().seller.id).not.toBe(first.json().seller.id);
  });

  it('stores documents under seller-documents and never serves them publicly', async () => {
    const res = await register(textFields());
    expect(res.statusCode).toBe(201);
    const keys = storedKeys('seller-documents');
    expect(keys.some((k) => /^aadhar\/[0-9a-f-]{36}\.png$/.test(k))).toBe(true);
    expect(keys.some((k) => /^pan\/[0-9a-f-]{36}\.pdf$/.test(k))).toBe(true);
    const key = keys.find((k) => k.startsWith('pan/') && k.endsWith('.pdf'))!;
    expect((await json('GET', `/api/files/seller-documents/${key}`)).statusCode).toBe(404);
  });
});

describe('seller sign-in and own account', () => {
  const fields = textFields({ email: 'signin@example.in', password: 'kaju-katli' });
  let token: string;

  beforeAll(async () => {
    expect((await register(fields)).statusCode).toBe(201);
  });

  it('signs a pending seller in with the right password', async () => {
    const res = await json('POST', '/api/sellers/login', { email: 'SIGNIN@example.in', password: 'kaju-katli' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String), seller: { isVerified: false } });
    token = res.json().token;
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    for (const body of [
      { email: 'signin@example.in', password: 'nope-nope' },
      { email: 'ghost@example.in', password: 'nope-nope' },
    ]) {
      const res = await json('POST', '/api/sellers/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
    }
  });

  it('shows the seller its own account with the account number masked', async () => {
    const res = await json('GET', '/api/sellers/me', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toMatchObject({
      email: 'signin@example.in',
      bankDetails: { accountNumberLast4: 'XXXXXX9012' },
    });
    expect(res.body).not.toContain('123456789012');
    expect(res.body).not.toMatch(/password/i);
  });

  it('streams the seller its own document, privately', async () => {
    const res = await json('GET', '/api/sellers/documents/pan', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await json('GET', '/api/sellers/documents/passport', undefined, token)).statusCode).toBe(400);
  });

  it('refuses a customer token and a missing token', async () => {
    const customer = app.platform.tokens.sign({ id: 'x', role: 'customer', email: 'c@example.in' });
    expect((await json('GET', '/api/sellers/me', undefined, customer)).statusCode).toBe(403);
    expect((await json('GET', '/api/sellers/me')).statusCode).toBe(401);
    expect((await json('GET', '/api/sellers/documents/pan', undefined, customer)).statusCode).toBe(403);
  });

  it('signs in with an e-mailed code, once; a new code within a minute is answered alike but not sent', async () => {
    const sent = await json('POST', '/api/sellers/send-otp', {
      email: 'signin@example.in',
      businessName: 'Amma Snacks',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, otpExpiry: expect.any(String) });
    expect((await json('POST', '/api/sellers/send-otp', { email: 'signin@example.in' })).statusCode).toBe(200);
    // The code mailed at registration is the one in force: it proves the e-mail and signs in.
    const code = await codeMailedTo('signin@example.in');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await json('POST', '/api/sellers/login-with-otp', { email: 'signin@example.in', otp: wrong })).statusCode,
    ).toBe(401);
    const res = await json('POST', '/api/sellers/login-with-otp', { email: 'signin@example.in', otp: code });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller.email).toBe('signin@example.in');
    expect(
      (await json('POST', '/api/sellers/login-with-otp', { email: 'signin@example.in', otp: code })).statusCode,
    ).toBe(401);
  });

  it('answers a code request for an unknown e-mail like any other, and sends nothing', async () => {
    const res = await json('POST', '/api/sellers/send-otp', { email: 'nobody@example.in' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});

/** The code in the newest outbox mail to `to` (the outbox mailer writes JSON files in standalone mode). */
async function codeMailedTo(to: string): Promise<string> {
  const dir = join(app.dataDir, 'outbox');
  return waitUntilFound(
    `a code is mailed to ${to}`,
    () => {
      const mails = (() => {
        try {
          return readdirSync(dir)
            .sort()
            .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string });
        } catch {
          return [];
        }
      })();
      return mails
        .reverse()
        .find((m) => m.to === to && /\b\d{6}\b/.test(m.text))
        ?.text.match(/\b(\d{6})\b/)?.[1];
    },
    5_000,
    50,
  );
}

describe('seller sign-in rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startStandalone({ SEED_DEMO: 'false', RATE_LIMIT_EMAIL_PER_MINUTE: '3' });
  }, 300_000);
  afterAll(() => limited?.stop());

  it('answers 429 after too many attempts on one e-mail', async () => {
    const attempt = () =>
      limited.app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'POST',
          url: '/api/sellers/login',
          payload: { email: 'x@example.in', password: 'wrong-one' },
        });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json().message).toBe('Too many attempts. Please wait a minute and try again.');
  });
});

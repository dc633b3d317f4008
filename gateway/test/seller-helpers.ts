import sharp from 'sharp';
import { waitForMail } from './accounts-helpers';
import type { TestApp } from './standalone-app';

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A small real PNG (product images are re-encoded, so they must decode). */
export const tinyPng = (background = '#c0392b') =>
  sharp({ create: { width: 20, height: 20, channels: 3, background } })
    .png()
    .toBuffer();

/** A multipart body as a browser sends it (Node's FormData and Response). */
export async function multipart(fields: Record<string, string>, files: FilePart[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

/** A Tamil Nadu FSSAI state licence, as the sign-up form sends it (needed before approval, decision 035). */
export const FSSAI_FIELDS = {
  fssaiLicenceNumber: '13323001000123',
  fssaiLicenceKind: 'state-licence',
  fssaiValidUntil: '2030-03-31',
};

/**
 * The text fields of a valid seller registration (nested parts as JSON strings, as the sign-up form sends), with
 * an FSSAI licence.
 */
export function sellerFields(over: { businessName: string; ownerName: string; email: string }): Record<string, string> {
  return {
    ...over,
    phone: '9876543210',
    businessType: 'company',
    panNumber: 'ABCDE1234F',
    password: 'Seller-pass-1',
    address: JSON.stringify({ street: '12 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' }),
    bankDetails: JSON.stringify({
      accountNumber: '123456789012',
      ifscCode: 'HDFC0001234',
      accountHolderName: over.ownerName,
      bankName: 'HDFC Bank',
    }),
    ...FSSAI_FIELDS,
  };
}

export interface RegisteredSeller {
  id: string;
  token: string;
  email: string;
  businessName: string;
}

let seq = 0;
/** A seller registered over HTTP with its three KYC documents and FSSAI certificate: pending (active, not verified). */
export async function registerSeller(app: TestApp, businessName: string, ownerName = 'Lakshmi Iyer') {
  const email = `seller${++seq}.${Date.now().toString(36)}@example.in`;
  const docs = ['aadharCard', 'panCard', 'bankDocument', 'fssaiCertificate'].map((field) => ({
    field,
    name: `${field}.pdf`,
    type: 'application/pdf',
    bytes: PDF,
  }));
  const form = await multipart(sellerFields({ businessName, ownerName, email }), docs);
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: '/api/sellers/register', ...form });
  if (res.statusCode !== 201) throw new Error(`seller registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; seller: { id: string } };
  return { id: body.seller.id, token: body.token, email, businessName } satisfies RegisteredSeller;
}

/** Uploads one product image as the seller and answers its URL (products may only use their seller's images). */
export async function uploadImage(app: TestApp, token: string): Promise<string> {
  const up = await multipart({}, [{ field: 'image', name: 'p.png', type: 'image/png', bytes: await tinyPng() }]);
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: up.payload,
      headers: { ...up.headers, authorization: `Bearer ${token}` },
    });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode}`);
  return (res.json() as { file: { url: string } }).file.url;
}

/** The seller enters the code mailed at registration (standalone outbox), as its dashboard asks: mail then reaches it. */
export async function proveSellerEmail(app: TestApp, seller: RegisteredSeller): Promise<void> {
  const mail = await waitForMail(app.dataDir, seller.email, /^Verify your e-mail/);
  const otp = mail.text.match(/\b(\d{6})\b/)?.[1];
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/api/sellers/verify-email',
      payload: { otp },
      headers: { authorization: `Bearer ${seller.token}` },
    });
  if (res.statusCode !== 200) throw new Error(`e-mail verification failed: ${res.statusCode} ${res.body}`);
}

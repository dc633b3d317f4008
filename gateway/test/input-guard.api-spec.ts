import { address, newCustomer } from './orders-helpers';
import { multipart, PDF, registerSeller, sellerFields } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
const MALFORMED = 'The form could not be read: it is not valid multipart/form-data';
const inject = (opts: { method: string; url: string; payload?: string | Buffer; headers?: Record<string, string> }) =>
  app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ ...opts, method: opts.method as 'POST' });
const json = (method: string, url: string, payload: string, token?: string) =>
  inject({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'false' });
}, 300_000);
afterAll(() => app?.stop());

describe('deeply nested JSON', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it.each(['/api/auth/register', '/api/orders', '/api/no-such-route'])(
    'answers 400 on %s, before authentication, and the app keeps answering',
    async (url) => {
      const res = await json('POST', url, deep(50_000));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'JSON nested too deeply', code: 'REQUEST.INVALID' });
      expect((await inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    },
  );

  it('answers 400 for objects nested deeper than the limit inside a field', async () => {
    let body = '1';
    for (let i = 0; i < 40; i++) body = `{"a":${body}}`;
    const res = await json('POST', '/api/auth/register', body);
    expect(res.json()).toEqual({ success: false, message: 'JSON nested too deeply', code: 'REQUEST.INVALID' });
  });

  it('lets the nesting of real bodies through', async () => {
    const res = await json('POST', '/api/orders', JSON.stringify({ items: [{ productId: 'p', quantity: 1 }] }));
    expect(res.statusCode).toBe(401);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('answers 400 naming the field of a JSON body', async () => {
    const { token } = await newCustomer(app);
    const body = JSON.stringify({ ...address, city: 'Madurai' }).replace('Madurai', 'Madurai\\ud800');
    const res = await json('POST', '/api/users/addresses', body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'city: contains an invalid character',
      code: 'REQUEST.INVALID',
    });
    const nested = JSON.stringify({ items: [{ productId: 'p', quantity: 1 }], shippingAddress: address }).replace(
      'Car Street',
      'Car \\udc00Street',
    );
    const order = await json('POST', '/api/orders', nested, token);
    expect(order.json()).toEqual({
      success: false,
      message: 'shippingAddress.street: contains an invalid character',
      code: 'REQUEST.INVALID',
    });
  });

  it('answers 400 naming the field inside a JSON field of a multipart form', async () => {
    const fields = sellerFields({ businessName: 'Surrogate Sweets', ownerName: 'Lakshmi', email: 'sur@example.in' });
    fields.address = fields.address.replace('Madurai', 'Madurai\\ud800');
    const docs = ['aadharCard', 'panCard', 'bankDocument'].map((field) => ({
      field,
      name: `${field}.pdf`,
      type: 'application/pdf',
      bytes: PDF,
    }));
    const form = await multipart(fields, docs);
    const res = await inject({ method: 'POST', url: '/api/sellers/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'address.city: contains an invalid character',
      code: 'REQUEST.INVALID',
    });
  });

  it('keeps well-formed pairs (emoji) as they are', async () => {
    const { token } = await newCustomer(app);
    const res = await json(
      'POST',
      '/api/users/addresses',
      JSON.stringify({ ...address, street: '12 Car St 🏠' }),
      token,
    );
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe('malformed multipart', () => {
  const register = (payload: string | Buffer, contentType: string) =>
    inject({ method: 'POST', url: '/api/sellers/register', payload, headers: { 'content-type': contentType } });

  it('answers 400 for a form without a boundary', async () => {
    const res = await register(
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      'multipart/form-data',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: MALFORMED,
      code: 'REQUEST.INVALID',
    });
  });

  it('answers 400 for a truncated part', async () => {
    const form = await multipart({ businessName: 'Cut Short' }, [
      { field: 'panCard', name: 'pan.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    const cut = form.payload.subarray(0, form.payload.length - 60);
    const res = await register(cut, form.headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: MALFORMED,
      code: 'REQUEST.INVALID',
    });
  });

  it('answers 400 for a form without a boundary on a seller upload', async () => {
    const seller = await registerSeller(app, 'Broken Forms');
    const res = await inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n',
      headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${seller.token}` },
    });
    expect(res.json()).toEqual({ success: false, message: MALFORMED, code: 'REQUEST.INVALID' });
  });
});

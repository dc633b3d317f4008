import { DEMO_SELLERS, type PublicConfig } from '@thindi/contracts';
import { address, newCustomer, productsOf, send, setStock, stockOf, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** The terms in force here (POLICY_VERSION), other than the default to show the setting reaches every door. */
const IN_FORCE = '2027-01-15';

let app: TestApp;
let murukku: DemoProduct;

const placeOrder = (token: string, body: Record<string, unknown>) =>
  send(app, 'POST', '/api/orders', token, {
    items: [{ productId: murukku.id, quantity: 1 }],
    shippingAddress: address,
    ...body,
  });

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    POLICY_VERSION: IN_FORCE,
  });
  [murukku] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, murukku.id, 100);
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/orders with consent to the terms', () => {
  it('answers the version agreed to and when, on the placed order and when read again', async () => {
    const { token } = await newCustomer(app);

    const placed = await placeOrder(token, { consent: { policyVersion: IN_FORCE } });

    expect(placed.status).toBe(201);
    const { consent } = placed.body.order;
    expect(consent).toEqual({ policyVersion: IN_FORCE, agreedAt: expect.any(String) });
    expect(Date.now() - Date.parse(consent!.agreedAt)).toBeLessThan(60_000);
    const read = await send(app, 'GET', `/api/orders/${placed.body.order.id}`, token);
    expect(read.body.order.consent).toEqual(consent);
  });

  it('places an order sent without consent, as before, and answers none', async () => {
    const { token } = await newCustomer(app);

    const placed = await placeOrder(token, {});

    expect(placed.status).toBe(201);
    expect(placed.body.order.consent).toBeNull();
  });

  it('refuses consent to other terms with 409 ORDER.POLICY_CHANGED and a sentence naming the version in force, taking no stock', async () => {
    const { token } = await newCustomer(app);
    const stock = await stockOf(app, murukku.id);

    const refused = await placeOrder(token, { consent: { policyVersion: '2026-06-01' } });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'ORDER.POLICY_CHANGED',
      message: `The terms and the return and refund policy changed (now version ${IN_FORCE}): read them and agree again`,
    });
    expect(await stockOf(app, murukku.id)).toBe(stock);
    expect((await send(app, 'GET', '/api/orders/my-orders', token)).body.orders).toEqual([]);
  });

  it('refuses consent that names no version, in a sentence', async () => {
    const { token } = await newCustomer(app);

    const refused = await placeOrder(token, { consent: {} });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Name the version of the terms you agreed to');
  });
});

describe('GET /api/config', () => {
  it('names the policy version in force and the grievance officer', async () => {
    const res = await send(app, 'GET', '/api/config');

    expect(res.status).toBe(200);
    expect(res.body as unknown as PublicConfig).toMatchObject({
      policyVersion: IN_FORCE,
      grievanceOfficer: {
        name: 'Lakshmi Narayanan',
        designation: 'Grievance Officer',
        email: 'grievance@thindi.example',
        phone: '+91 80 4567 8900',
      },
    });
  });
});

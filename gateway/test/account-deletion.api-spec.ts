import { DEMO_SELLERS, type Order, type Review } from '@thindi/contracts';
import { waitUntil } from '@thindi/platform/testing';
import { codeOf, mailsTo, SIGN_IN_CODE, SIGN_UP_CODE, verifiedCustomer, waitForMail } from './accounts-helpers';
import { address, adminLogin, demoSellerTokens, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'erasure-admin@example.in', password: 'Admin@12345' };
const PASSWORD = 'Murukku@123';
let app: TestApp;
let seller: string;
let adminToken: string;
let product: DemoProduct;
const [amma] = DEMO_SELLERS;

type Answer<T = Record<string, unknown>> = {
  status: number;
  body: T & { success: boolean; code?: string; message?: string };
};
const call = <T = Record<string, unknown>>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer<T>>;
const erase = (token: string, body?: unknown) => call('DELETE', '/api/users/me', token, body);

/** A shopper with a delivered order of Amma's product, reviewed. */
async function shopperWithHistory() {
  const shopper = await verifiedCustomer(app, { firstName: 'Lalitha', password: PASSWORD });
  const placed = await call<{ order: Order }>('POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  const order = placed.body.order;
  return { ...shopper, order };
}
const deliver = async (orderId: string) => {
  for (const status of ['shipped', 'delivered'])
    expect((await call('PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
};

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [seller] = await demoSellerTokens(app);
  [product] = await productsOf(app, amma.id);
  await setStock(app, product.id, 500);
  adminToken = await adminLogin(app, ADMIN);
}, 300_000);
afterAll(() => app?.stop());

describe('DELETE /api/users/me', () => {
  it('refuses without proof, or while an order is on its way, and changes nothing', async () => {
    const shopper = await shopperWithHistory();
    expect(await erase(shopper.token)).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/Give your password, or the code we e-mailed you/) },
    });
    expect((await erase(shopper.token, { password: PASSWORD, otp: '123456' })).status).toBe(400);
    expect(await erase(shopper.token, { password: 'Not-my-password-1' })).toMatchObject({
      status: 400,
      body: { code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Your password is not correct' },
    });
    const onItsWay = await erase(shopper.token, { password: PASSWORD });
    expect(onItsWay).toMatchObject({ status: 409, body: { code: 'AUTH.ACCOUNT_IN_USE' } });
    expect(onItsWay.body.message).toContain(`order ${shopper.order.orderNumber} is on its way`);
    expect((await call('GET', '/api/auth/me', shopper.token)).status).toBe(200);
    expect((await call('DELETE', '/api/users/me', seller, { password: PASSWORD })).status).toBe(403);
  });

  it('erases the account: no sign-in, the e-mail free again, orders and reviews kept as by a former customer', async () => {
    const shopper = await shopperWithHistory();
    await deliver(shopper.order.id);
    const reviewed = await call<{ review: Review }>('POST', `/api/products/${product.id}/reviews`, shopper.token, {
      orderId: shopper.order.id,
      rating: 5,
      title: 'Like home',
      text: 'Crisp and fresh, just like my grandmother made.',
    });
    expect(reviewed.status).toBe(201);

    const deleted = await erase(shopper.token, { password: PASSWORD });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, message: expect.stringMatching(/deleted/) } });

    expect((await call('GET', '/api/auth/me', shopper.token)).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', undefined, { email: shopper.email, password: PASSWORD })).status,
    ).toBe(401);
    const order = await waitUntilErased(shopper.order.id);
    expect(order.userId).toMatchObject({ firstName: 'Former', lastName: 'customer', email: '' });
    expect(order.shippingAddress).toMatchObject({
      firstName: 'Former',
      street: '',
      phone: '',
      pincode: address.pincode,
    });
    await waitUntil('the review is signed by a former customer', async () => {
      const list = await call<{ reviews: Review[] }>('GET', `/api/products/${product.id}/reviews`);
      return list.body.reviews.some((r) => r.id === reviewed.body.review.id && r.reviewerName === 'Former customer');
    });

    // The e-mail may sign up again, as a new account.
    const mailed = (await mailsTo(app.dataDir, shopper.email)).length;
    expect(
      (
        await call('POST', '/api/auth/send-otp', undefined, {
          email: shopper.email,
          firstName: 'Lalitha',
          type: 'registration',
        })
      ).status,
    ).toBe(200);
    await waitUntil(
      'a new sign-up code is mailed',
      async () => (await mailsTo(app.dataDir, shopper.email)).length > mailed,
    );
    const otp = codeOf(await waitForMail(app.dataDir, shopper.email, SIGN_UP_CODE));
    const again = await call<{ user: { id: string } }>('POST', '/api/auth/verify-otp', undefined, {
      email: shopper.email,
      otp,
      userData: { firstName: 'Lalitha', lastName: 'Iyer', email: shopper.email, password: PASSWORD },
    });
    expect(again.status).toBe(201);
    expect(again.body.user.id).not.toBe(shopper.user.id);
  });

  it('takes a code e-mailed to the account instead of its password', async () => {
    const shopper = await verifiedCustomer(app, { firstName: 'Revathi' });
    expect((await call('POST', '/api/auth/send-otp', undefined, { email: shopper.email, type: 'login' })).status).toBe(
      200,
    );
    const otp = codeOf(await waitForMail(app.dataDir, shopper.email, SIGN_IN_CODE));
    expect((await erase(shopper.token, { otp: otp === '000000' ? '111111' : '000000' })).status).toBe(400);
    expect((await erase(shopper.token, { otp })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', shopper.token)).status).toBe(401);
  });
});

/** The order as the admin reads it, once the order service has erased its shopper's details. */
async function waitUntilErased(orderId: string): Promise<Order> {
  let order: Order | undefined;
  await waitUntil('the order service erases the shopper on the order', async () => {
    order = (await call<{ order: Order }>('GET', `/api/orders/${orderId}`, adminToken)).body.order;
    return order?.userId.firstName === 'Former';
  });
  return order!;
}

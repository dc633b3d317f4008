import { DEMO_SELLERS, type Order, type OrderStatusView, type SellerOrder } from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import type { InProcessEventBus } from '@thindi/platform';
import { waitUntil } from '@thindi/platform/testing';
import { sql, type SQL } from 'drizzle-orm';
import { verifiedCustomer } from './accounts-helpers';
import type { TestApp } from './standalone-app';

/** An order as any reader may see it: the owner's view has fulfilments, a seller's its share. */
export type OrderView = Omit<Order, 'fulfilments'> &
  Partial<Pick<Order, 'fulfilments'>> &
  Partial<Pick<SellerOrder, 'sellerSubtotal' | 'customer' | 'note'>>;
export type OrderBody = {
  success: boolean;
  message?: string;
  code?: string;
  order: OrderView;
  orders: OrderView[];
} & Partial<OrderStatusView>;
export interface OrderAnswer {
  status: number;
  body: OrderBody;
}

export const address = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};

export interface DemoProduct {
  id: string;
  name: string;
  sellerId: string;
  pricePaise: number;
}

export async function rows<T>(app: TestApp, query: SQL): Promise<T[]> {
  const result = (await app.platform.db.drizzle({}).execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Sends a JSON call, with extra headers when given. */
export async function send(
  app: TestApp,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<OrderAnswer> {
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: method as 'GET',
      url,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
  return { status: res.statusCode, body: res.json() };
}

/** A new verified customer account (signed up with an e-mailed code) and its token. */
export async function newCustomer(app: TestApp, firstName = 'Meena'): Promise<{ token: string; email: string }> {
  const { token, email } = await verifiedCustomer(app, { firstName });
  return { token, email };
}

/**
 * The demo sellers become real seller accounts (the demo seed fills only the catalogue) with tokens, their business
 * addresses in their own pincodes.
 */
export async function demoSellerTokens(app: TestApp): Promise<string[]> {
  const tokens: string[] = [];
  for (const [i, s] of DEMO_SELLERS.entries()) {
    const email = `demo-seller${i}@example.in`;
    await rows(
      app,
      sql`INSERT INTO seller.sellers (id, business_name, owner_name, email, phone, business_type, pan_number, address,
        bank_account_number, bank_ifsc_code, bank_account_holder_name, bank_name, documents, password_hash, is_verified, email_verified)
        VALUES (${s.id}, ${s.businessName}, 'Owner', ${email}, '9876543210', 'company', 'ABCDE1234F',
        ${JSON.stringify({ street: 'a', city: s.city, state: lookupPincode(s.pincode)?.state, pincode: s.pincode })}::jsonb, '123456789',
        'SBIN0001234', 'Owner', 'SBI', '{}'::jsonb, 'x', true, true)
        ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email`,
    );
    tokens.push(app.platform.tokens.sign({ id: s.id, role: 'seller', email }));
  }
  return tokens;
}

/** Active demo products of one seller, with their default pack's price (what a line without a pack buys), cheapest first. */
export async function productsOf(app: TestApp, sellerId: string): Promise<DemoProduct[]> {
  return rows<DemoProduct>(
    app,
    sql`SELECT p.id, p.name, p.seller_id AS "sellerId", v.price_paise AS "pricePaise"
          FROM catalog.products p JOIN catalog.product_variants v ON v.product_id = p.id AND v.is_default
         WHERE p.seller_id = ${sellerId} AND p.is_active ORDER BY v.price_paise, p.id`,
  );
}

export async function setStock(app: TestApp, productId: string, stock: number): Promise<void> {
  await rows(
    app,
    sql`UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN ${stock} ELSE 0 END WHERE product_id = ${productId}`,
  );
}

export async function stockOf(app: TestApp, productId: string): Promise<number> {
  const [row] = await rows<{ stock: number }>(
    app,
    sql`SELECT stock_quantity AS stock FROM catalog.products WHERE id = ${productId}`,
  );
  return row.stock;
}

/**
 * Waits until everything the order service wrote to its outbox is sent and handled: what has not happened by then
 * does not come from it (standalone's in-process bus).
 */
export async function orderEventsHandled(app: TestApp): Promise<void> {
  await waitUntil(
    "the order service's outbox is sent",
    async () => (await rows(app, sql`SELECT 1 FROM "order".outbox WHERE dead_at IS NULL`)).length === 0,
  );
  await (app.platform.events as InProcessEventBus).settle();
}

/** The admin's token: the app must be started with these ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function adminLogin(app: TestApp, admin: { email: string; password: string }): Promise<string> {
  const login = await send(app, 'POST', '/api/admin/login', undefined, admin);
  const token = (login.body as unknown as { token?: string }).token;
  if (!token) throw new Error(`admin login failed with ${login.status}`);
  return token;
}

import {
  OwnerAdminPatterns,
  type AdminOrderListResponse,
  type OrderFigures,
  type OrderStatus,
  type Principal,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository } from '../../db/orders.repository';
import { OrderModule } from '../../order.module';
import { ORDER_DB } from '../../order.constants';

/** The admin's view of every order, called through the order module's message handlers on PGlite. */
describe('order service: admin views of orders', () => {
  let service: ServiceUnderTest;
  let platform: Platform;

  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 'seller@example.in' };
  const customer: Principal = { id: randomUUID(), role: 'customer', email: 'asha@example.in' };

  const list = (input: Record<string, unknown>, principal = admin) =>
    platform.client.query<AdminOrderListResponse>(OwnerAdminPatterns.orders.list, { principal, input });
  const numbers = async (input: Record<string, unknown>) => (await list(input)).orders.map((o) => o.orderNumber);
  const figures = (principal = admin) =>
    platform.client.query<OrderFigures>(OwnerAdminPatterns.orders.figures, { principal, input: {} });

  /** An order as placement would have stored it, written straight through the repository. */
  const addOrder = async (
    orderNumber: string,
    [firstName, lastName, email]: [string, string, string],
    status: OrderStatus,
    totalPaise: number,
    createdAt: string,
  ) => {
    const id = randomUUID();
    const at = new Date(createdAt);
    const history = [{ status, note: 'Order placed', timestamp: createdAt }];
    await service.app.get(OrdersRepository).insert(
      service.app.get<OrderDb>(ORDER_DB),
      {
        id,
        orderNumber,
        customerId: randomUUID(),
        customerFirstName: firstName,
        customerLastName: lastName,
        customerEmail: email,
        items: [
          {
            product: 'p1',
            productId: 'p1',
            productName: 'Murukku',
            productImage: null,
            weight: '250g',
            quantity: 1,
            price: totalPaise / 100,
            sellerId: seller.id,
            sellerName: 'Amma Snacks',
          },
        ],
        shippingAddress: {
          type: 'home',
          firstName,
          lastName,
          street: '1 Car Street',
          city: 'Madurai',
          state: 'Tamil Nadu',
          pincode: '625001',
          phone: '9876543210',
        },
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        notes: null,
        subtotalPaise: totalPaise,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise,
        status,
        history,
        estimatedDelivery: new Date(at.getTime() + 5 * 24 * 3600_000),
        createdAt: at,
        updatedAt: at,
      },
      [
        {
          orderId: id,
          sellerId: seller.id,
          sellerName: 'Amma Snacks',
          status,
          sellerSubtotalPaise: totalPaise,
          history,
        },
      ],
    );
  };

  const asha: [string, string, string] = ['Asha', 'Rao', 'asha@example.in'];
  const ravi: [string, string, string] = ['Ravi', 'Kumar', 'ravi@example.in'];

  beforeAll(async () => {
    service = await startServiceForTest('order', OrderModule);
    platform = service.platform;
    await addOrder('TH-1001', asha, 'pending', 150_000, '2026-02-01T10:00:00Z');
    await addOrder('TH-1002', ravi, 'cancelled', 99_900, '2026-02-02T10:00:00Z');
    await addOrder('TH-1003', ['Meena', 'Iyer', 'meena@example.in'], 'delivered', 45_050, '2026-02-03T10:00:00Z');
    await addOrder('TH-1004', ['Kumar', 'Swamy', 'kswamy@example.in'], 'shipped', 20_000, '2026-02-04T10:00:00Z');
    await addOrder('TH-1005', asha, 'cancelled', 5_000, '2026-02-05T10:00:00Z');
    await addOrder('TH-2006', ['Priya', 'Shah', 'priya_shah@example.in'], 'confirmed', 12_345, '2026-02-06T10:00:00Z');
    await addOrder('TH-2007', ravi, 'processing', 30_000, '2026-02-07T10:00:00Z');
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

  it('lists every order newest first when nothing narrows it', async () => {
    expect(await numbers({})).toEqual(['TH-2007', 'TH-2006', 'TH-1005', 'TH-1004', 'TH-1003', 'TH-1002', 'TH-1001']);
  });

  it('finds orders by order number, in any case', async () => {
    expect(await numbers({ search: 'th-200' })).toEqual(['TH-2007', 'TH-2006']);
  });

  it("finds orders by the customer's first, last or full name and e-mail", async () => {
    expect(await numbers({ search: 'asha' })).toEqual(['TH-1005', 'TH-1001']);
    expect(await numbers({ search: 'KUMAR' })).toEqual(['TH-2007', 'TH-1004', 'TH-1002']);
    expect(await numbers({ search: 'ravi kumar' })).toEqual(['TH-2007', 'TH-1002']);
    expect(await numbers({ search: 'meena@' })).toEqual(['TH-1003']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await numbers({ search: '%' })).toEqual([]);
    expect(await numbers({ search: '_' })).toEqual(['TH-2006']);
  });

  it("filters by the order's overall status, alone or with a search", async () => {
    expect(await numbers({ status: 'cancelled' })).toEqual(['TH-1005', 'TH-1002']);
    expect(await numbers({ status: 'cancelled', search: 'asha' })).toEqual(['TH-1005']);
    expect(await numbers({ status: 'shipped' })).toEqual(['TH-1004']);
  });

  it('pages through the list and reports the totals', async () => {
    const first = await list({ pageSize: 3 });
    expect(first.orders.map((o) => o.orderNumber)).toEqual(['TH-2007', 'TH-2006', 'TH-1005']);
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, total: 7, totalPages: 3 });
    const last = await list({ pageSize: '3', page: '3' });
    expect(last.orders.map((o) => o.orderNumber)).toEqual(['TH-1001']);
    expect(last.pagination).toEqual({ page: 3, pageSize: 3, total: 7, totalPages: 3 });
    const filtered = await list({ status: 'cancelled', pageSize: 1 });
    expect(filtered.pagination).toEqual({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
  });

  it('answers each order in full, with its fulfilments and money in rupees', async () => {
    const [order] = (await list({ search: 'TH-1003' })).orders;
    expect(order).toMatchObject({
      orderNumber: 'TH-1003',
      userId: { firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.in' },
      orderStatus: 'delivered',
      totalAmount: 450.5,
      fulfilments: [{ sellerId: seller.id, sellerName: 'Amma Snacks', status: 'delivered', sellerSubtotal: 450.5 }],
      createdAt: '2026-02-03T10:00:00.000Z',
    });
  });

  it('counts every order, sums the revenue of the cash-on-delivery ones delivered, and shows the five newest', async () => {
    const result = await figures();
    expect(result.totalOrders).toBe(7);
    // Cash is in hand only once delivered: TH-1003 (pending, shipped and the others are not money yet).
    expect(result.totalRevenue).toBe(450.5);
    expect(result.recentOrders.map((o) => o.orderNumber)).toEqual([
      'TH-2007',
      'TH-2006',
      'TH-1005',
      'TH-1004',
      'TH-1003',
    ]);
    expect(result.recentOrders[0]).toMatchObject({ totalAmount: 300, fulfilments: [{ status: 'processing' }] });
  });

  it('refuses a seller or a customer', async () => {
    for (const principal of [seller, customer]) {
      await expect(list({}, principal)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
      await expect(figures(principal)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    }
  });

  it('refuses an unknown status or page, naming the field', async () => {
    await expect(list({ status: 'lost' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('status'),
    });
    await expect(list({ page: 0 })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('page'),
    });
  });
});

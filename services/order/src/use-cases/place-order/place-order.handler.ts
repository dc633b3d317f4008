import { Inject, Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  CatalogStockPatterns,
  type Order,
  type PlaceOrderMessage,
  type Principal,
  type ProductSnapshotResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
  type User,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { OrdersRepository } from '../../db/orders.repository';
import { toOrder } from '../../domain/order-view';
import { mergeLines, priceOrder, type PricedOrder } from '../../domain/pricing';
import { OrderNotifier } from '../../messaging/order-notifier';
import { buildOrderRows } from './build-order-rows';

export interface PlacedOrder {
  success: true;
  message: string;
  order: Order;
}

const placed = (order: Order): PlacedOrder => ({ success: true, message: 'Order placed successfully', order });

/**
 * Places an order as named steps with compensation: price from the catalog → reserve stock (keyed by the
 * order id) → write the order → on a failed write, release the stock. An Idempotency-Key answers a retry
 * with the order it already made.
 */
@Injectable()
export class PlaceOrderHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly orders: OrdersRepository,
    private readonly notifier: OrderNotifier,
  ) {}

  async execute(principal: Principal, { order: input, idempotencyKey }: PlaceOrderMessage): Promise<PlacedOrder> {
    if (idempotencyKey) {
      const earlier = await this.orders.findByKey(principal.id, idempotencyKey);
      if (earlier) return placed(toOrder(earlier));
    }
    const lines = mergeLines(input.items);
    const priced = await this.price(lines);
    const orderId = randomUUID();
    await this.reserve(orderId, lines);
    const customer = await this.customer(principal, input.shippingAddress);
    const rows = buildOrderRows({ orderId, principal, customer, input, priced, idempotencyKey });
    try {
      await this.orders.insert(rows.order, rows.parts);
    } catch (err) {
      await this.release(orderId);
      // A concurrent retry with the same key won the race: answer with its order.
      const winner = idempotencyKey ? await this.orders.findByKey(principal.id, idempotencyKey) : undefined;
      if (winner) return placed(toOrder(winner));
      throw err;
    }
    const stored = await this.orders.findById(orderId);
    if (!stored) throw new Error('order vanished after insert');
    const order = toOrder(stored);
    await this.notifier.placed(order);
    return placed(order);
  }

  /** Step 1: names, prices, images, weights and sellers from the catalog, never from the client. */
  private async price(lines: { productId: string; quantity: number }[]): Promise<PricedOrder> {
    const { products } = await this.platform.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds: lines.map((l) => l.productId),
    });
    const missing = lines.find((l) => !products.some((p) => p.id === l.productId));
    if (missing) throw DomainError.notFound(`Product not found: ${missing.productId}`);
    return priceOrder(lines, products);
  }

  /** Step 2: every line or none; a short line is a 409 naming the product. */
  private async reserve(orderId: string, lines: { productId: string; quantity: number }[]): Promise<void> {
    const result = await this.platform.client
      .command<ReserveStockResult>(CatalogStockPatterns.reserve, { orderId, lines })
      .catch(async (err: unknown) => {
        // A lost reply may hide a reservation that was made: release it (keyed by the order, so harmless).
        await this.release(orderId);
        throw err;
      });
    if (result.ok) return;
    if (result.reason === 'missing') throw DomainError.notFound(`Product not found: ${result.productId}`);
    if (result.reason === 'released') throw DomainError.unavailable('The order could not be placed. Please try again.');
    throw DomainError.conflict(
      result.available > 0
        ? `Only ${result.available} left in stock for ${result.name}`
        : `${result.name} is out of stock`,
    );
  }

  /** Compensation: give the stock back when the order could not be written. */
  private async release(orderId: string): Promise<void> {
    await this.platform.client
      .command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId })
      .catch((err: unknown) =>
        this.platform.logger.error({ err, orderId }, 'stock release after a failed order write failed'),
      );
  }

  /** The shopper's name from the account; the address name when the account cannot be read. */
  private async customer(principal: Principal, address: { firstName: string; lastName: string }) {
    const me = await this.platform.client
      .query<{ user: User }>(AuthPatterns.me, { principal, input: {} })
      .catch(() => undefined);
    return {
      firstName: me?.user.firstName ?? address.firstName,
      lastName: me?.user.lastName ?? address.lastName,
      email: principal.email,
    };
  }
}

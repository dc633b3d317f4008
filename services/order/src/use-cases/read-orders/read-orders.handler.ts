import { Injectable } from '@nestjs/common';
import type { Order, OrderStatusView, Principal, SellerOrder } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { OrdersRepository, type StoredOrder } from '../../db/orders.repository';
import { ReadIssuesHandler } from '../read-issues/read-issues.handler';
import { toOrder, toSellerOrder, toStatusView } from '../../domain/order-view';

const NOT_FOUND = 'Order not found';

/**
 * Who reads what: the owner and the admin see the whole order; a seller in the order sees only its part;
 * anyone else gets the same 404 as for an unknown id (an order's existence is not disclosed).
 */
export function viewFor(stored: StoredOrder, principal: Principal): Order | SellerOrder {
  if (principal.role === 'admin') return toOrder(stored);
  if (principal.role === 'customer' && stored.order.customerId === principal.id) return toOrder(stored);
  const part = principal.role === 'seller' ? toSellerOrder(stored, principal.id) : undefined;
  if (part) return part;
  throw DomainError.notFound(NOT_FOUND, 'ORDER.NOT_FOUND');
}

@Injectable()
export class ReadOrdersHandler {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly issues: ReadIssuesHandler,
  ) {}

  /**
   * Which of these orders exist and are not cancelled, and which are tickets whose replacement holds stock (reserved
   * under the ticket's id): asked by the catalog's reservation sweeper, which keeps what stands.
   */
  async standing(orderIds: string[]): Promise<string[]> {
    const [orders, tickets] = await Promise.all([
      this.orders.standing(orderIds),
      this.issues.holdingReplacement(orderIds),
    ]);
    return [...orders, ...tickets];
  }

  async mine(principal: Principal): Promise<{ success: true; orders: Order[] }> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Only customers have orders');
    return { success: true, orders: (await this.orders.listByCustomer(principal.id)).map(toOrder) };
  }

  /** One order; the whole order (its shopper's or the admin's view) comes with its tickets, newest first. */
  async one(principal: Principal, id: string): Promise<{ success: true; order: Order | SellerOrder }> {
    const order = viewFor(await this.load(id), principal);
    if (principal.role === 'seller') return { success: true, order };
    return { success: true, order: { ...order, issues: await this.issues.ofOrder(id) } };
  }

  async status(principal: Principal, id: string): Promise<{ success: true } & OrderStatusView> {
    return { success: true, ...toStatusView(viewFor(await this.load(id), principal)) };
  }

  /** The seller's parts of orders, each with how many of its tickets are open. */
  async seller(principal: Principal): Promise<{ success: true; orders: SellerOrder[] }> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    const [stored, open] = await Promise.all([
      this.orders.listBySeller(principal.id),
      this.issues.openCountsOfSeller(principal.id),
    ]);
    const orders = stored.flatMap((s) => toSellerOrder(s, principal.id) ?? []);
    return { success: true, orders: orders.map((o) => ({ ...o, openIssues: open.get(o.id) ?? 0 })) };
  }

  private async load(id: string): Promise<StoredOrder> {
    const stored = await this.orders.findById(id);
    if (!stored) throw DomainError.notFound(NOT_FOUND, 'ORDER.NOT_FOUND');
    return stored;
  }
}

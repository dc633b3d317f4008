import { Injectable } from '@nestjs/common';
import { CANCELLABLE_STATUSES, type Order, type OrderHistoryEntry, type Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { OrdersRepository } from '../../db/orders.repository';
import { toOrder } from '../../domain/order-view';
import { OrderNotifier } from '../../messaging/order-notifier';

type Verdict = { ok: true } | { ok: false; error: DomainError };

/**
 * The owner cancels the whole order while it is pending or confirmed. The catalog releases the stock when
 * it sees order.status-changed (cancelled); its release is keyed by the order, so it happens once.
 */
@Injectable()
export class CancelOrderHandler {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly notifier: OrderNotifier,
  ) {}

  async execute(
    principal: Principal,
    id: string,
    reason?: string,
  ): Promise<{ success: true; message: string; order: Order }> {
    const note = reason || 'Cancelled by customer';
    const verdict = await this.orders.change<Verdict>(id, ({ order, parts }) => {
      if (principal.role !== 'customer' || order.customerId !== principal.id) {
        return { order: {}, parts: [], result: { ok: false, error: DomainError.notFound('Order not found') } };
      }
      if (!CANCELLABLE_STATUSES.includes(order.status)) {
        const error = DomainError.conflict(`Order cannot be cancelled: it is already ${order.status}`);
        return { order: {}, parts: [], result: { ok: false, error } };
      }
      const entry: OrderHistoryEntry = { status: 'cancelled', note, timestamp: new Date().toISOString() };
      return {
        order: { status: 'cancelled', history: [...order.history, entry] },
        parts: parts.map((p) => ({ ...p, status: 'cancelled', history: [...p.history, entry] })),
        result: { ok: true },
      };
    });
    if (!verdict) throw DomainError.notFound('Order not found');
    if (!verdict.ok) throw verdict.error;
    const stored = await this.orders.findById(id);
    if (!stored) throw DomainError.notFound('Order not found');
    const order = toOrder(stored);
    await this.notifier.statusChanged(order, { sellerId: null, status: 'cancelled', note, trackingNumber: null });
    return { success: true, message: 'Order cancelled successfully', order };
  }
}

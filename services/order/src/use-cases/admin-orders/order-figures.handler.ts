import { Injectable } from '@nestjs/common';
import { ADMIN_RECENT_ORDERS_LIMIT, toRupees, type OrderFigures, type Principal } from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { OrdersRepository } from '../../db/orders.repository';
import { toOrder } from '../../domain/order-view';

/** The orders' share of the admin's figures: counted and summed in SQL, plus the newest few in full. */
@Injectable()
export class OrderFiguresHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute(principal: Principal): Promise<OrderFigures> {
    requireRole(principal, 'admin');
    const [{ count, revenuePaise }, recent] = await Promise.all([
      this.orders.totals(),
      this.orders.latest(ADMIN_RECENT_ORDERS_LIMIT),
    ]);
    return { totalOrders: count, totalRevenue: toRupees(revenuePaise), recentOrders: recent.map(toOrder) };
  }
}

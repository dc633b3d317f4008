import { Injectable } from '@nestjs/common';
import { paginationOf, type AdminOrderListQuery, type AdminOrderListResponse, type Principal } from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { OrdersRepository } from '../../db/orders.repository';
import { toOrder } from '../../domain/order-view';

/** The admin's list of every order: searched, filtered by overall status, newest first, one page at a time. */
@Injectable()
export class AdminListOrdersHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute(principal: Principal, query: AdminOrderListQuery): Promise<AdminOrderListResponse> {
    requireRole(principal, 'admin');
    const { stored, total } = await this.orders.listForAdmin(query);
    return {
      success: true,
      orders: stored.map(toOrder),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}

import { Injectable } from '@nestjs/common';
import { toPaise, toRupees, type SellerOrderStats } from '@thindi/contracts';
import { OrdersRepository } from '../../db/orders.repository';
import { toSellerOrder } from '../../domain/order-view';

const RECENT = 5;

/**
 * The seller's figures (docs/product.md, Sellers > The dashboard): revenue is the sum of the seller's shares that were neither cancelled nor returned,
 * orders their count.
 */
@Injectable()
export class SellerStatsHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute(sellerId: string): Promise<SellerOrderStats> {
    const views = (await this.orders.listBySeller(sellerId)).flatMap((s) => toSellerOrder(s, sellerId) ?? []);
    const live = views.filter((v) => v.orderStatus !== 'cancelled' && v.orderStatus !== 'returned');
    return {
      totalOrders: views.length,
      totalRevenue: toRupees(live.reduce((sum, v) => sum + toPaise(v.sellerSubtotal), 0)),
      recentOrders: views.slice(0, RECENT),
    };
  }
}

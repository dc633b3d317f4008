import { Injectable } from '@nestjs/common';
import type { ReviewableLine, ReviewableLineQuery } from '@thindi/contracts';
import { OrdersRepository } from '../../db/orders.repository';

const NOT_DELIVERED = 'You can review a product after it has been delivered to you';

/** 'Meena Iyer' → 'Meena I.': a review names its writer without giving away the whole name. */
export function reviewerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/**
 * Whether a shopper may review a product for an order: the order is theirs, has a line of that product, and
 * that line's seller part was delivered (a cancelled or returned part does not count). Asked by the catalog,
 * which owns reviews but not orders.
 */
@Injectable()
export class ReviewableLineHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ customerId, orderId, productId }: ReviewableLineQuery): Promise<ReviewableLine> {
    const stored = await this.orders.findById(orderId);
    // Someone else's order answers as an unknown one: its existence is not disclosed.
    if (!stored || stored.order.customerId !== customerId) return { reviewable: false, reason: 'Order not found' };
    const line = stored.order.items.find((i) => i.productId === productId);
    if (!line) return { reviewable: false, reason: 'This order has no such product' };
    const part = stored.parts.find((p) => p.sellerId === line.sellerId);
    if (part?.status !== 'delivered') return { reviewable: false, reason: NOT_DELIVERED };
    const { customerFirstName, customerLastName } = stored.order;
    return {
      reviewable: true,
      sellerId: line.sellerId,
      reviewerName: reviewerName(customerFirstName, customerLastName),
    };
  }
}

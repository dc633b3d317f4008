import { Injectable } from '@nestjs/common';
import { toRupees, type CustomerOrderData, type KeptCartLine, type Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CartsRepository } from '../../db/carts.repository';
import { OrdersRepository } from '../../db/orders.repository';
import type { CartLineRow } from '../../db/schema';
import { toOrder } from '../../domain/order-view';
import { ReadIssuesHandler } from '../read-issues/read-issues.handler';

/** A cart line as the shopper's data copy gives it: as kept, with the price when added. */
const keptLine = (line: CartLineRow): KeptCartLine => ({
  productId: line.productId,
  variantId: line.variantId,
  name: line.name,
  packLabel: line.weight,
  quantity: line.quantity,
  priceWhenAdded: toRupees(line.addedPricePaise),
  addedAt: line.addedAt.toISOString(),
});

/**
 * Everything the order service holds about the calling shopper, for their own copy of their data: every order
 * (with its consent and payment), every ticket and the cart. Each read is keyed by the principal's own id.
 */
@Injectable()
export class CustomerDataHandler {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly issues: ReadIssuesHandler,
    private readonly carts: CartsRepository,
  ) {}

  async execute(principal: Principal): Promise<CustomerOrderData> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Only a customer has orders, tickets and a cart');
    const [stored, tickets, cart] = await Promise.all([
      this.orders.listByCustomer(principal.id),
      this.issues.mine(principal),
      this.carts.read(principal.id),
    ]);
    return { orders: stored.map(toOrder), tickets: tickets.issues, cart: cart.lines.map(keptLine) };
  }
}

import { Injectable } from '@nestjs/common';
import { toPaise, type OrderPart, type OrderPartLine, type OrderPartQuery } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { OrdersRepository } from '../../db/orders.repository';
import type { StoredOrderItem } from '../../db/schema';
import { roundOffPaiseOf } from '../../domain/pricing';

/**
 * A line as the finance service invoices it: its pack as the unit ('500 g'), paise, and nulls where orders placed
 * before kept nothing.
 */
export function toPartLine(item: StoredOrderItem): OrderPartLine {
  const unitPricePaise = toPaise(item.price);
  // A seller-funded coupon lowered the line's taxable value and GST: the invoice states those (decision 039).
  const invoiced = item.discount?.funder === 'seller' ? item.discount : undefined;
  // Lines placed before GST per line carry no rate; without a split they owe no CGST, SGST or IGST here.
  return {
    productId: item.productId,
    productName: item.productName,
    weight: item.variantLabel ?? item.weight,
    quantity: item.quantity,
    unitPricePaise,
    taxablePaise: invoiced?.taxable !== undefined ? toPaise(invoiced.taxable) : unitPricePaise * item.quantity,
    hsn: item.hsn ?? null,
    gstRate: item.gstRate ?? null,
    cgstPaise: toPaise((invoiced ?? item).cgst ?? 0),
    sgstPaise: toPaise((invoiced ?? item).sgst ?? 0),
    igstPaise: toPaise((invoiced ?? item).igst ?? 0),
    category: item.category ?? null,
    bestBefore: item.bestBefore ?? null,
    discountPaise: toPaise(item.discount?.amount ?? 0),
    discountFunder: item.discount?.funder ?? null,
  };
}

/** One seller's part of an order, for the finance service to invoice when it ships and settle when delivered. */
@Injectable()
export class OrderPartHandler {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ orderId, sellerId }: OrderPartQuery): Promise<OrderPart> {
    const stored = await this.orders.findById(orderId);
    const part = stored?.parts.find((p) => p.sellerId === sellerId);
    if (!stored || !part) throw DomainError.notFound('Order part not found', 'ORDER.PART_NOT_FOUND');
    const { order } = stored;
    const lines = order.items.filter((i) => i.sellerId === sellerId).map(toPartLine);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
      shippingAddress: {
        firstName: order.shippingAddress.firstName,
        lastName: order.shippingAddress.lastName,
        street: order.shippingAddress.street,
        city: order.shippingAddress.city,
        state: order.shippingAddress.state,
        pincode: order.shippingAddress.pincode,
        phone: order.shippingAddress.phone,
      },
      paymentMethod: order.paymentMethod,
      placedAt: order.createdAt.toISOString(),
      sellerId: part.sellerId,
      sellerName: part.sellerName,
      status: part.status,
      lines,
      orderShippingPaise: order.shippingPaise,
      orderRoundOffPaise: roundOffPaiseOf(order),
      couponCode: order.couponCode ?? null,
      platformDiscountPaise: lines.reduce(
        (sum, line) => sum + (line.discountFunder === 'platform' ? line.discountPaise : 0),
        0,
      ),
      statusAt: part.history.at(-1)?.timestamp ?? part.updatedAt.toISOString(),
    };
  }
}

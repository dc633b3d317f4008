import { Inject, Injectable } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  OrderEvents,
  SellerPatterns,
  type Order,
  type OrderConfirmationMail,
  type OrderItem,
  type OrderMailLine,
  type OrderStatus,
  type OrderStatusChangedEvent,
  type OrderStatusMail,
  type SellerMeResponse,
  type SellerNewOrderMail,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';

const mailLine = (i: OrderItem): OrderMailLine => ({
  name: i.productName,
  quantity: i.quantity,
  price: i.price,
  weight: i.weight,
});
const STATUS_MAILS: Partial<Record<OrderStatus, string>> = {
  shipped: MailJobs.orderShipped,
  delivered: MailJobs.orderDelivered,
  cancelled: MailJobs.orderCancelled,
};

/** Events and mail jobs after an order changes. Failures here are logged: the order itself is already saved. */
@Injectable()
export class OrderNotifier {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async placed(order: Order): Promise<void> {
    await this.safely('order.placed', async () => {
      await this.platform.events.publish(
        OrderEvents.placed,
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerId: order.userId._id,
          sellerIds: order.fulfilments.map((f) => f.sellerId),
          total: order.totalAmount,
          at: new Date().toISOString(),
        },
        { id: `placed-${order.id}` },
      );
      await this.platform.jobs.add(MAIL_QUEUE, MailJobs.orderConfirmation, this.confirmation(order));
      for (const part of order.fulfilments) await this.sellerMail(order, part.sellerId, part.sellerSubtotal);
    });
  }

  async statusChanged(
    order: Order,
    change: { sellerId: string | null; status: OrderStatus; note: string | null; trackingNumber: string | null },
  ) {
    await this.safely('order.status-changed', async () => {
      const event: OrderStatusChangedEvent = {
        orderId: order.id,
        orderNumber: order.orderNumber,
        sellerId: change.sellerId,
        status: change.status,
        orderStatus: order.orderStatus,
        at: new Date().toISOString(),
      };
      await this.platform.events.publish(OrderEvents.statusChanged, event);
      const job = STATUS_MAILS[change.status];
      if (!job) return;
      const sellerName = order.fulfilments.find((f) => f.sellerId === change.sellerId)?.sellerName ?? null;
      const mail: OrderStatusMail = {
        to: order.userId.email,
        firstName: order.userId.firstName,
        orderNumber: order.orderNumber,
        sellerName: order.fulfilments.length > 1 ? sellerName : null,
        trackingNumber: change.trackingNumber,
        note: change.note,
      };
      await this.platform.jobs.add(MAIL_QUEUE, job, mail);
    });
  }

  private confirmation(order: Order): OrderConfirmationMail {
    return {
      to: order.userId.email,
      firstName: order.userId.firstName,
      orderNumber: order.orderNumber,
      lines: order.items.map(mailLine),
      subtotal: order.subtotal,
      shipping: order.shippingCost,
      tax: order.tax,
      total: order.totalAmount,
      paymentMethod: order.paymentMethod,
      estimatedDelivery: order.estimatedDelivery,
    };
  }

  /** The seller's address comes from the seller service (the order keeps no seller contact details). */
  private async sellerMail(order: Order, sellerId: string, sellerSubtotal: number): Promise<void> {
    const principal = { id: sellerId, role: 'seller' as const, email: '' };
    const me = await this.platform.client
      .query<SellerMeResponse>(SellerPatterns.me, { principal, input: {} })
      .catch(() => undefined);
    if (!me) return;
    const mail: SellerNewOrderMail = {
      to: me.seller.email,
      businessName: me.seller.businessName,
      orderNumber: order.orderNumber,
      customerName: `${order.userId.firstName} ${order.userId.lastName}`.trim(),
      lines: order.items.filter((i) => i.sellerId === sellerId).map(mailLine),
      sellerSubtotal,
    };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.sellerNewOrder, mail);
  }

  private async safely(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.platform.logger.error({ err }, `${what} follow-up failed`);
    }
  }
}

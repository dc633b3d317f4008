import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  cancelOrderSchema,
  cancelPartSchema,
  orderIdSchema,
  OrderPatterns,
  orderUtrSchema,
  placeOrderMessageSchema,
  sellerProductStatsQuerySchema,
  standingOrdersQuerySchema,
  updateOrderStatusSchema,
} from '@thindi/contracts';
import { DomainError, FIRST_ISSUE_ONLY, parseAuthed, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CancelOrderHandler } from '../use-cases/cancel-order/cancel-order.handler';
import { CancelPartHandler } from '../use-cases/cancel-part/cancel-part.handler';
import { PlaceOrderHandler } from '../use-cases/place-order/place-order.handler';
import { ReadOrdersHandler } from '../use-cases/read-orders/read-orders.handler';
import { SellerStatsHandler } from '../use-cases/seller-orders/seller-stats.handler';
import { UpdateStatusHandler } from '../use-cases/update-status/update-status.handler';
import { MarkPaidHandler } from '../use-cases/payment/mark-paid.handler';
import { SubmitUtrHandler } from '../use-cases/payment/submit-utr.handler';

/** Orders: place, read (owner, its sellers, admin), cancel (whole or a part), seller moves, UPI payments, figures. */
@Controller()
@UseFilters(RpcErrorFilter)
export class OrdersController {
  constructor(
    private readonly place: PlaceOrderHandler,
    private readonly read: ReadOrdersHandler,
    private readonly cancelOrder: CancelOrderHandler,
    private readonly cancelPartOf: CancelPartHandler,
    private readonly updateStatus: UpdateStatusHandler,
    private readonly stats: SellerStatsHandler,
    private readonly submitUtr: SubmitUtrHandler,
    private readonly markPaid: MarkPaidHandler,
  ) {}

  @MessagePattern(OrderPatterns.place)
  placeOrder(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(placeOrderMessageSchema, payload, FIRST_ISSUE_ONLY);
    if (principal.role !== 'customer') throw DomainError.forbidden('Please sign in as a customer to place an order');
    return this.place.execute(principal, input);
  }

  /** Internal: the catalog's reservation sweeper asks which orders stand before it frees their stock. */
  @MessagePattern(OrderPatterns.standing)
  async standingOrders(@Payload() payload: unknown) {
    return { standing: await this.read.standing(parseInput(standingOrdersQuerySchema, payload).orderIds) };
  }

  @MessagePattern(OrderPatterns.listMine)
  mine(@Payload() payload: unknown) {
    return this.read.mine(parseAuthed(z.object({}), payload, FIRST_ISSUE_ONLY).principal);
  }

  @MessagePattern(OrderPatterns.get)
  get(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(orderIdSchema, payload, FIRST_ISSUE_ONLY);
    return this.read.one(principal, input.id);
  }

  @MessagePattern(OrderPatterns.status)
  status(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(orderIdSchema, payload, FIRST_ISSUE_ONLY);
    return this.read.status(principal, input.id);
  }

  @MessagePattern(OrderPatterns.cancel)
  cancel(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(cancelOrderSchema, payload, FIRST_ISSUE_ONLY);
    return this.cancelOrder.execute(principal, input.id, input.reason);
  }

  @MessagePattern(OrderPatterns.cancelPart)
  cancelPart(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(cancelPartSchema, payload, FIRST_ISSUE_ONLY);
    return this.cancelPartOf.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.listSeller)
  sellerOrders(@Payload() payload: unknown) {
    return this.read.seller(parseAuthed(z.object({}), payload, FIRST_ISSUE_ONLY).principal);
  }

  @MessagePattern(OrderPatterns.updateStatus)
  update(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(updateOrderStatusSchema, payload, FIRST_ISSUE_ONLY);
    return this.updateStatus.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.submitUtr)
  utr(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(orderUtrSchema, payload, FIRST_ISSUE_ONLY);
    return this.submitUtr.execute(principal, input);
  }

  /** The admin service (for an admin) or the gateway (for a seller, when sellers confirm payments) asks. */
  @MessagePattern(OrderPatterns.markPaid)
  paid(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(orderUtrSchema, payload, FIRST_ISSUE_ONLY);
    return this.markPaid.execute(principal, input);
  }

  /** Asked by the seller service for its dashboard (it has already checked the seller). */
  @MessagePattern(OrderPatterns.sellerStats)
  sellerStats(@Payload() payload: unknown) {
    return this.stats.execute(parseInput(sellerProductStatsQuerySchema, payload).sellerId);
  }
}

import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  cancelOrderSchema,
  orderIdSchema,
  OrderPatterns,
  placeOrderMessageSchema,
  updateOrderStatusSchema,
  type PlaceOrderResult,
  type Principal,
  orderListResponseSchema,
  orderResponseSchema,
  orderStatusResponseSchema,
  placedOrderResponseSchema,
  sellerOrderListResponseSchema,
  sellerOrderUpdateResponseSchema,
  placeOrderSchema,
  markPaidResponseSchema,
  orderUtrBodySchema,
  orderUtrSchema,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** Orders. The order service checks who may read or move what; the gateway checks the token and the input. */
@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly client: ServiceClient) {}

  @Post()
  @Auth('customer')
  @ApiOperation({
    summary:
      'Places an order of packs (a line without variantId buys the product’s default pack); prices come from the ' +
      'catalog, stock is reserved for all lines or none. The ordered packs then leave the shopper’s cart, unless ' +
      '`keepCart: true` (Buy Now: the cart keeps every line)',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Made once per checkout attempt: a retry with the same key answers the same order (200), never a second; ' +
      'the key sent with other items, address or payment method is refused (422)',
  })
  @ApiBodies({
    body: placeOrderSchema,
    response: placedOrderResponseSchema,
    status: 201,
    description:
      '201 { success, message, order } with order.orderNumber; 200 with the same order for a retry of its ' +
      'Idempotency-Key; 400 ORDER.QUANTITY_LIMIT naming a pack ordered more than 100 times (lines added up); ' +
      '409 naming a pack out of stock; 422 ORDER.IDEMPOTENCY_KEY_REUSED for the key sent with another order; ' +
      '503 with mayHaveTakenEffect: true when the order service did not answer in time (send the same key again)',
  })
  async place(
    @Body() body: unknown,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const input = parseRequest(
      placeOrderMessageSchema,
      { order: body ?? {}, idempotencyKey: key || undefined },
      FIRST_ISSUE_ONLY,
    );
    const { replayed, ...placed } = await this.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal,
      input,
    });
    reply.status(replayed ? 200 : 201);
    return placed;
  }

  @Get('my-orders')
  @Auth('customer')
  @ApiOperation({ summary: "The shopper's orders, newest first" })
  @ApiBodies({ response: orderListResponseSchema, description: '{ success, orders }' })
  mine(@CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.listMine, { principal, input: {} });
  }

  @Get('seller/orders')
  @Auth('seller')
  @ApiOperation({ summary: "The seller's parts of orders: its items, its share, the customer's name and e-mail" })
  @ApiBodies({ response: sellerOrderListResponseSchema, description: '{ success, orders }' })
  sellerOrders(@CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.listSeller, { principal, input: {} });
  }

  @Get(':id')
  @Auth('customer', 'seller', 'admin')
  @ApiOperation({ summary: 'One order: the owner and the admin see all of it, a seller in it only its part' })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({ response: orderResponseSchema })
  one(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.get, {
      principal,
      input: parseRequest(orderIdSchema, { id }, FIRST_ISSUE_ONLY),
    });
  }

  @Get(':id/status')
  @Auth('customer', 'seller', 'admin')
  @ApiOperation({ summary: "An order's status, history, tracking number and estimated delivery" })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({ response: orderStatusResponseSchema })
  status(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.status, {
      principal,
      input: parseRequest(orderIdSchema, { id }, FIRST_ISSUE_ONLY),
    });
  }

  @Patch(':id/cancel')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({
    summary: 'Cancels the whole order while it is pending or confirmed and no part has shipped; stock is released once',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({
    body: cancelOrderSchema.omit({ id: true }),
    response: placedOrderResponseSchema,
    description:
      '{ success, message, order }; 409 ORDER.STATUS_NOT_ALLOWED once the order is past confirmed, 409 ' +
      'ORDER.CANNOT_CANCEL naming a part that has shipped (cancel the others with PATCH …/parts/{sellerId}/cancel)',
  })
  cancel(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(cancelOrderSchema, { ...(body as object | undefined), id }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.cancel, { principal, input });
  }

  @Patch(':id/status')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary:
      "Moves the seller's own part forward (confirmed, processing, shipped; delivered only once shipped), or " +
      'records the return of its delivered part (returned; 409 ORDER.RETURN_WINDOW_CLOSED after RETURN_WINDOW_DAYS)',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({
    body: updateOrderStatusSchema.omit({ id: true }),
    response: sellerOrderUpdateResponseSchema,
    description:
      '{ success, message, order }; 409 ORDER.INVALID_STATUS_MOVE naming the statuses allowed next for a move ' +
      'out of order (back, a repeat, delivered before shipped). With shipped: packedOn (YYYY-MM-DD) for the part, ' +
      'or lines [{ productId, variantId?, packedOn }] (a line not named takes packedOn, else today in India); each ' +
      'line gets packedOn and, with a declared shelf life, bestBefore. 400 ORDER.PACKED_ON_INVALID for a date after ' +
      "today or a line not in the seller's part; 409 ORDER.NOT_FRESH_ENOUGH naming the product and the earliest " +
      'packed-on date when less than MIN_SHELF_LIFE_AT_DELIVERY_PERCENT of its shelf life would be left on the ' +
      "part's latest delivery date",
  })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(updateOrderStatusSchema, { ...(body as object | undefined), id }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.updateStatus, { principal, input });
  }

  @Post(':id/payment/utr')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "The UTR of the shopper's UPI payment, for the payment to be found and marked received" })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({
    body: orderUtrBodySchema,
    response: placedOrderResponseSchema,
    description:
      '{ success, message, order }; 400 for a UTR that is not 12 digits; 409 when the order awaits no payment, ' +
      '409 ORDER.UTR_TAKEN for a UTR already recorded as received on another order',
  })
  submitUtr(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(orderUtrSchema, { ...(body as object | undefined), id }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.submitUtr, { principal, input });
  }

  @Post(':id/payment')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary:
      'With PAYMENT_CONFIRMED_BY=seller: the seller of a one-seller UPI order marks its payment received (403 otherwise)',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({ body: orderUtrBodySchema, response: markPaidResponseSchema })
  sellerMarkPaid(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(orderUtrSchema, { ...(body as object | undefined), id }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.markPaid, { principal, input });
  }
}

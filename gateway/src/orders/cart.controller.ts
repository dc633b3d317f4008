import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  cartCouponInputSchema,
  cartLineRefSchema,
  CartPatterns,
  cartResponseSchema,
  couponPreviewInputSchema,
  type CouponPreview,
  mergeCartSchema,
  setCartLineSchema,
  type Cart,
  type CartResponse,
  type Principal,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal, GuestOr, OptionalPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const LINE_DESCRIPTION =
  '{ success, cart }: one line per pack (variantId, variantLabel), each with its current price, stock and flags ' +
  '(priceChanged, stockShort, unavailable), the coupon applied (code, discount, or the problem why it takes nothing ' +
  'off now), and the totals checkout charges (subtotal, shipping, tax, discount, roundOff, total)';

/**
 * The signed-in customer's cart, kept by the order service (which reaches only the principal's own cart); every
 * answer re-checks prices and stock. A line is a pack of a product: without variantId, its default pack.
 */
@ApiTags('cart')
@Controller('cart')
@Auth('customer')
export class CartController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: "The customer's cart, priced and checked against stock now" })
  @ApiBodies({ response: cartResponseSchema, description: LINE_DESCRIPTION })
  get(@CurrentPrincipal() principal: Principal) {
    return this.answer(this.client.query<Cart>(CartPatterns.get, { principal, input: {} }));
  }

  @Put('lines/:productId')
  @ApiOperation({
    summary:
      "Sets a pack's quantity in the cart (adding it if new), capped by its stock; 409 when out of stock. " +
      'Without variantId, the product’s default pack',
  })
  @ApiParam({ name: 'productId', description: 'Product id' })
  @ApiBodies({
    body: setCartLineSchema.pick({ quantity: true, variantId: true }),
    response: cartResponseSchema,
    description: LINE_DESCRIPTION,
  })
  setLine(@Param('productId') productId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(setCartLineSchema, { ...(body as object | undefined), productId }, FIRST_ISSUE_ONLY);
    return this.answer(this.client.command<Cart>(CartPatterns.setLine, { principal, input }));
  }

  @Delete('lines/:productId')
  @ApiOperation({ summary: "Takes a pack's line out of the cart (without variantId, the default pack's)" })
  @ApiParam({ name: 'productId', description: 'Product id' })
  @ApiQuery({ name: 'variantId', required: false, description: 'Pack id, as the cart line answers it' })
  @ApiBodies({ response: cartResponseSchema, description: LINE_DESCRIPTION })
  removeLine(
    @Param('productId') productId: string,
    @Query('variantId') variantId: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    // `?variantId=` left empty names no pack, as leaving it out does.
    const input = parseRequest(cartLineRefSchema, { productId, variantId: variantId || undefined }, FIRST_ISSUE_ONLY);
    return this.answer(this.client.command<Cart>(CartPatterns.removeLine, { principal, input }));
  }

  @Post('merge')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Adds the guest cart kept in the browser on sign-in: quantities add up, capped by stock and the line's maximum",
  })
  @ApiBodies({ body: mergeCartSchema, response: cartResponseSchema, description: LINE_DESCRIPTION })
  merge(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(mergeCartSchema, body, FIRST_ISSUE_ONLY);
    return this.answer(this.client.command<Cart>(CartPatterns.merge, { principal, input }));
  }

  @Post('coupon')
  @HttpCode(200)
  @GuestOr('customer')
  @ApiOperation({
    summary:
      'Applies a coupon to the cart, refused with why (unknown, not started, expired, used up, not for these ' +
      "products, below its minimum: 'Add ₹120.00 more to use DIWALI10'). A guest (no token) sends its cart's " +
      'lines too and is answered a preview { success, coupon, totals }, kept nowhere',
  })
  @ApiBodies({ body: couponPreviewInputSchema, response: cartResponseSchema, description: LINE_DESCRIPTION })
  applyCoupon(@Body() body: unknown, @OptionalPrincipal() principal: Principal | undefined) {
    if (!principal) {
      const input = parseRequest(couponPreviewInputSchema, body, FIRST_ISSUE_ONLY);
      return this.client.query<CouponPreview>(CartPatterns.previewCoupon, { input });
    }
    const input = parseRequest(cartCouponInputSchema, body, FIRST_ISSUE_ONLY);
    return this.answer(this.client.command<Cart>(CartPatterns.applyCoupon, { principal, input }));
  }

  @Delete('coupon')
  @ApiOperation({ summary: "Takes the cart's coupon off" })
  @ApiBodies({ response: cartResponseSchema, description: LINE_DESCRIPTION })
  removeCoupon(@CurrentPrincipal() principal: Principal) {
    return this.answer(this.client.command<Cart>(CartPatterns.removeCoupon, { principal, input: {} }));
  }

  @Delete()
  @ApiOperation({ summary: 'Empties the cart' })
  @ApiBodies({ response: cartResponseSchema, description: LINE_DESCRIPTION })
  clear(@CurrentPrincipal() principal: Principal) {
    return this.answer(this.client.command<Cart>(CartPatterns.clear, { principal, input: {} }));
  }

  private async answer(cart: Promise<Cart>): Promise<CartResponse> {
    return { success: true, cart: await cart };
  }
}

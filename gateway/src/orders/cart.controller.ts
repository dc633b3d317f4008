import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  cartProductIdSchema,
  CartPatterns,
  cartResponseSchema,
  mergeCartSchema,
  setCartLineSchema,
  type Cart,
  type CartResponse,
  type Principal,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const LINE_DESCRIPTION =
  '{ success, cart }: each line with its current price, stock and flags (priceChanged, stockShort, unavailable), ' +
  'and the totals checkout charges (subtotal, shipping, tax, roundOff, total)';

/**
 * The signed-in customer's cart, kept by the order service (which reaches only the principal's own cart); every
 * answer re-checks prices and stock.
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
    summary: "Sets a product's quantity in the cart (adding it if new), capped by its stock; 409 when out of stock",
  })
  @ApiParam({ name: 'productId', description: 'Product id' })
  @ApiBodies({
    body: setCartLineSchema.pick({ quantity: true }),
    response: cartResponseSchema,
    description: LINE_DESCRIPTION,
  })
  setLine(@Param('productId') productId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(setCartLineSchema, { ...(body as object | undefined), productId }, FIRST_ISSUE_ONLY);
    return this.answer(this.client.command<Cart>(CartPatterns.setLine, { principal, input }));
  }

  @Delete('lines/:productId')
  @ApiOperation({ summary: 'Takes a product out of the cart' })
  @ApiParam({ name: 'productId', description: 'Product id' })
  @ApiBodies({ response: cartResponseSchema, description: LINE_DESCRIPTION })
  removeLine(@Param('productId') productId: string, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(cartProductIdSchema, { productId }, FIRST_ISSUE_ONLY);
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

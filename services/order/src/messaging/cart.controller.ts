import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  cartCouponInputSchema,
  cartLineRefSchema,
  CartPatterns,
  couponPreviewInputSchema,
  mergeCartSchema,
  setCartLineSchema,
  type Principal,
} from '@thindi/contracts';
import { DomainError, FIRST_ISSUE_ONLY, parseAuthed, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z, type ZodType } from 'zod';
import { CartHandler } from '../use-cases/cart/cart.handler';

/** Only a customer has a cart; the cart reached is always the one keyed by the principal's own id. */
function customer<S extends ZodType>(schema: S, payload: unknown): { principal: Principal; input: z.output<S> } {
  const parsed = parseAuthed(schema, payload, FIRST_ISSUE_ONLY);
  if (parsed.principal.role !== 'customer') throw DomainError.forbidden('Please sign in as a customer to use the cart');
  return parsed;
}

/** The signed-in customer's cart. */
@Controller()
@UseFilters(RpcErrorFilter)
export class CartController {
  constructor(private readonly cart: CartHandler) {}

  @MessagePattern(CartPatterns.get)
  get(@Payload() payload: unknown) {
    return this.cart.get(customer(z.object({}), payload).principal);
  }

  @MessagePattern(CartPatterns.setLine)
  setLine(@Payload() payload: unknown) {
    const { principal, input } = customer(setCartLineSchema, payload);
    return this.cart.setLine(principal, input);
  }

  @MessagePattern(CartPatterns.removeLine)
  removeLine(@Payload() payload: unknown) {
    const { principal, input } = customer(cartLineRefSchema, payload);
    return this.cart.removeLine(principal, input);
  }

  @MessagePattern(CartPatterns.merge)
  merge(@Payload() payload: unknown) {
    const { principal, input } = customer(mergeCartSchema, payload);
    return this.cart.merge(principal, input);
  }

  @MessagePattern(CartPatterns.applyCoupon)
  applyCoupon(@Payload() payload: unknown) {
    const { principal, input } = customer(cartCouponInputSchema, payload);
    return this.cart.applyCoupon(principal, input);
  }

  @MessagePattern(CartPatterns.removeCoupon)
  removeCoupon(@Payload() payload: unknown) {
    return this.cart.removeCoupon(customer(z.object({}), payload).principal);
  }

  /** A guest's preview: no principal, nothing kept. */
  @MessagePattern(CartPatterns.previewCoupon)
  previewCoupon(@Payload() payload: unknown) {
    const { input } = parseInput(z.object({ input: couponPreviewInputSchema }), payload, FIRST_ISSUE_ONLY);
    return this.cart.previewCoupon(input);
  }

  @MessagePattern(CartPatterns.clear)
  clear(@Payload() payload: unknown) {
    return this.cart.clear(customer(z.object({}), payload).principal);
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { couponBodySchema, couponMoveSchema, OrderPatterns } from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseAuthed, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CouponsHandler } from '../use-cases/coupons/coupons.handler';

/** Coupons: the admin's (platform-funded) and each seller's own. */
@Controller()
@UseFilters(RpcErrorFilter)
export class CouponsController {
  constructor(private readonly coupons: CouponsHandler) {}

  @MessagePattern(OrderPatterns.createCoupon)
  create(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(couponBodySchema, payload, FIRST_ISSUE_ONLY);
    return this.coupons.create(principal, input);
  }

  @MessagePattern(OrderPatterns.listCoupons)
  list(@Payload() payload: unknown) {
    const { principal } = parseAuthed(z.object({}), payload, FIRST_ISSUE_ONLY);
    return this.coupons.list(principal);
  }

  @MessagePattern(OrderPatterns.moveCoupon)
  move(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(couponMoveSchema, payload, FIRST_ISSUE_ONLY);
    return this.coupons.move(principal, input);
  }
}

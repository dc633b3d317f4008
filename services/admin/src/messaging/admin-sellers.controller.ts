import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminPatterns,
  approveSellerSchema,
  rejectSellerSchema,
  withPrincipal,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { DecideSellerHandler } from '../use-cases/decide-seller/decide-seller.handler';

/** Seller moderation by an admin: approve, or reject with a reason. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminSellersController {
  constructor(private readonly decide: DecideSellerHandler) {}

  @MessagePattern(AdminPatterns.approveSeller)
  approve(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const { principal, input } = parseInput(withPrincipal(approveSellerSchema), payload);
    return this.decide.approve(principal, input.id);
  }

  @MessagePattern(AdminPatterns.rejectSeller)
  reject(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const { principal, input } = parseInput(withPrincipal(rejectSellerSchema), payload);
    return this.decide.reject(principal, input);
  }
}

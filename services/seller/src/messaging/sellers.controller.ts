import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  approveSellerSchema,
  firstIssueMessage,
  rejectSellerSchema,
  principalSchema,
  registerSellerSchema,
  SellerPatterns,
  sellerDocumentQuerySchema,
  withPrincipal,
  type SellerAuthResponse,
  type SellerDecisionResponse,
  type SellerStatsResponse,
  type SellerDocumentLocation,
  type SellerMeResponse,
} from '@thindi/contracts';
import { DomainError, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { DecideSellerHandler } from '../use-cases/decide-seller/decide-seller.handler';
import { GetStatsHandler } from '../use-cases/get-stats/get-stats.handler';
import { GetMeHandler } from '../use-cases/get-me/get-me.handler';
import { LocateDocumentHandler } from '../use-cases/locate-document/locate-document.handler';
import { RegisterSellerHandler } from '../use-cases/register-seller/register-seller.handler';

/** Registration, the seller's own account and its documents. Every payload is validated here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SellersController {
  constructor(
    private readonly register: RegisterSellerHandler,
    private readonly me: GetMeHandler,
    private readonly locate: LocateDocumentHandler,
    private readonly decide: DecideSellerHandler,
    private readonly stats: GetStatsHandler,
  ) {}

  @MessagePattern(SellerPatterns.stats)
  getStats(@Payload() payload: unknown): Promise<SellerStatsResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.stats.execute(principal);
  }

  /** Asked by the admin service only (it checks the admin and keeps the audit log). */
  @MessagePattern(SellerPatterns.approve)
  approve(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    return this.decide.approve(parseInput(approveSellerSchema, payload).id);
  }

  @MessagePattern(SellerPatterns.reject)
  reject(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const input = parseInput(rejectSellerSchema, payload);
    return this.decide.reject(input.id, input.reason);
  }

  @MessagePattern(SellerPatterns.register)
  registerSeller(@Payload() payload: unknown): Promise<SellerAuthResponse> {
    // The sign-up form shows one message at a time, in the spec's words.
    const parsed = registerSellerSchema.safeParse(payload);
    if (!parsed.success) throw DomainError.validation(firstIssueMessage(parsed.error));
    return this.register.execute(parsed.data);
  }

  @MessagePattern(SellerPatterns.me)
  getMe(@Payload() payload: unknown): Promise<SellerMeResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.me.execute(principal);
  }

  @MessagePattern(SellerPatterns.document)
  document(@Payload() payload: unknown): Promise<SellerDocumentLocation> {
    const { principal, input } = parseInput(withPrincipal(sellerDocumentQuerySchema), payload);
    return this.locate.execute(principal, input);
  }
}

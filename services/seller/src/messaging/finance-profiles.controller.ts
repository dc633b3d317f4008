import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FinanceSourcePatterns,
  sellerFinanceProfilesQuerySchema,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { FinanceProfilesHandler } from '../use-cases/finance-profiles/finance-profiles.handler';

/**
 * Internal: the finance service asks for the sellers' names, addresses, tax ids and banks to invoice and pay them
 * (and the catalog for a seller's name and e-mail, to mail it about its products).
 * No principal: the gateway does not route this subject, so only services can ask.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class FinanceProfilesController {
  constructor(private readonly profiles: FinanceProfilesHandler) {}

  @MessagePattern(FinanceSourcePatterns.sellerProfiles)
  forSellers(@Payload() payload: unknown): Promise<SellerFinanceProfilesResult> {
    return this.profiles.execute(parseInput(sellerFinanceProfilesQuerySchema, payload));
  }
}

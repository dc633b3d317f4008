import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, suggestionsQuerySchema, type SuggestionsResponse } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { SuggestHandler } from '../use-cases/suggest/suggest.handler';

/** Suggestions as the shopper types (a storefront read: anyone may ask). */
@Controller()
@UseFilters(RpcErrorFilter)
export class SearchController {
  constructor(private readonly suggest: SuggestHandler) {}

  @MessagePattern(CatalogPatterns.suggest)
  suggestions(@Payload() payload: unknown): Promise<SuggestionsResponse> {
    return this.suggest.execute(parseInput(suggestionsQuerySchema, payload));
  }
}

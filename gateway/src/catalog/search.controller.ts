import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, suggestionsQuerySchema, suggestionsResponseSchema } from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';
import { StorefrontCache } from './storefront-cache.service';

/** Suggestions as the shopper types, cached with the storefront's reads (and dropped with them). */
@ApiTags('products')
@Controller('search')
export class SearchController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
  ) {}

  @Get('suggestions')
  @ApiOperation({ summary: 'Categories and product names completing what is typed, best first' })
  @ApiBodies({
    query: suggestionsQuerySchema,
    response: suggestionsResponseSchema,
    description: '{ success, suggestions: [{ kind: category|product, label, … }] }; blank q answers none',
  })
  async suggestions(@Query() query: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(suggestionsQuerySchema, query);
    const fetch = () => this.client.query(CatalogPatterns.suggest, input);
    await this.cache.answer(req, reply, fetch);
  }
}

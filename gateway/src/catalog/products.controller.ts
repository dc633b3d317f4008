import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, CATEGORY_FILTERS, listProductsQuerySchema, productIdSchema } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRequest } from '../http/parse';
import { sendCached, wantsFresh } from '../http/send-cached';
import { toCachedResponse } from './response-cache';
import { StorefrontCache } from './storefront-cache.service';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly cache: StorefrontCache,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Products the storefront shows: active products of verified sellers' })
  @ApiQuery({ name: 'search', required: false, description: 'Words to look for; a typo still matches' })
  @ApiQuery({ name: 'category', required: false, enum: CATEGORY_FILTERS })
  @ApiOkResponse({ description: '{ success: true, products: Product[] }' })
  async list(@Query() query: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(listProductsQuerySchema, query);
    const key = `list:${input.category ?? ''}:${(input.search ?? '').toLowerCase()}`;
    const fetch = () => this.platform.client.query(CatalogPatterns.listProducts, input);
    sendCached(req, reply, wantsFresh(req) ? toCachedResponse(await fetch()) : await this.cache.through(key, fetch));
  }

  @Get('featured/list')
  @ApiOperation({ summary: 'Featured products' })
  @ApiOkResponse({ description: '{ success: true, products: Product[] }' })
  async featured(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const fetch = () => this.platform.client.query(CatalogPatterns.listFeatured, {});
    sendCached(req, reply, wantsFresh(req) ? toCachedResponse(await fetch()) : await this.cache.through('featured', fetch));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiOkResponse({ description: '{ success: true, product: Product }; 404 when unknown' })
  async get(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(productIdSchema, { id });
    const fetch = () => this.platform.client.query(CatalogPatterns.getProduct, input);
    sendCached(req, reply, wantsFresh(req) ? toCachedResponse(await fetch()) : await this.cache.through(`product:${input.id}`, fetch));
  }
}

import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  listProductsQuerySchema,
  productIdSchema,
  productBrowseResponseSchema,
  featuredListQuerySchema,
  featuredListResponseSchema,
  productResponseSchema,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRequest } from '../http/parse';
import { StorefrontCache } from './storefront-cache.service';
import { ApiBodies } from '../http/openapi';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Products the storefront shows: active products of verified sellers' })
  @ApiBodies({
    query: listProductsQuerySchema,
    response: productBrowseResponseSchema,
    description:
      '{ success, products (one page), counts: {all, per category}, foodCounts: {veg, without: {per allergen}}, ' +
      'priceRange: {min, max}, pagination, asOf }; filters: search, category, minPrice, maxPrice, ' +
      'diet=veg, excludeAllergens=peanut,milk, seller=<id>',
  })
  async list(@Query() query: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(listProductsQuerySchema, query);
    const fetch = () => this.client.query(CatalogPatterns.listProducts, input);
    await this.cache.answer(req, reply, fetch);
  }

  @Get('featured/list')
  @ApiOperation({ summary: 'Featured products' })
  @ApiBodies({
    query: featuredListQuerySchema,
    response: featuredListResponseSchema,
    description: '{ success: true, products: Product[], pagination }',
  })
  async featured(@Query() query: unknown, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(featuredListQuerySchema, query);
    const fetch = () => this.client.query(CatalogPatterns.listFeatured, input);
    await this.cache.answer(req, reply, fetch);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({ response: productResponseSchema, description: '{ success: true, product: Product }; 404 when unknown' })
  async get(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const input = parseRequest(productIdSchema, { id });
    const fetch = () => this.client.query(CatalogPatterns.getProduct, input);
    await this.cache.answer(req, reply, fetch);
  }
}

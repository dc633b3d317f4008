import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  PRODUCT_CHANGED_MESSAGE,
  productFormSchema,
  productIdSchema,
  type DeletedProductResponse,
  type Principal,
  type SavedProductResponse,
  type SellerProductListResponse,
  type SellerProductResponse,
  deletedProductResponseSchema,
  savedProductResponseSchema,
  sellerProductListQuerySchema,
  sellerProductListResponseSchema,
  sellerProductResponseSchema,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { parseRequest } from '../http/parse';
import { StorefrontCache } from './storefront-cache.service';
import { ApiBodies } from '../http/openapi';

/** A seller's own products. The catalog checks ownership itself; writes clear the storefront cache. */
@ApiTags('products')
@Controller('products')
export class SellerProductsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
  ) {}

  @Get('seller/my-products')
  @Auth('seller')
  @ApiOperation({ summary: "The seller's own products in every state, with isActive and stock" })
  @ApiBodies({
    query: sellerProductListQuerySchema,
    response: sellerProductListResponseSchema,
    description: '{ success, products (one page, newest first), pagination }',
  })
  mine(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<SellerProductListResponse> {
    const input = parseRequest(sellerProductListQuerySchema, query);
    return this.client.query(CatalogPatterns.listMine, { principal, input });
  }

  @Get('seller/my-products/:id')
  @Auth('seller')
  @ApiOperation({ summary: "One of the seller's own products, for editing (403 for another seller's)" })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({ response: sellerProductResponseSchema })
  one(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<SellerProductResponse> {
    const input = parseRequest(productIdSchema, { id });
    return this.client.query(CatalogPatterns.getMine, { principal, input });
  }

  @Post()
  @Auth('seller')
  @ApiOperation({ summary: 'Adds a product from the product form; images must be uploaded by this seller' })
  @ApiBodies({
    body: productFormSchema,
    response: savedProductResponseSchema,
    status: 201,
    description: '201 { success, message, product }',
  })
  create(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SavedProductResponse> {
    const input = parseRequest(productFormSchema, body, FIRST_ISSUE_ONLY);
    return this.write(() => this.client.command(CatalogPatterns.create, { principal, input }));
  }

  @Put(':id')
  @Auth('seller')
  @ApiOperation({ summary: "Replaces the seller's own product" })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiConflictResponse({ description: `{ success: false, message: '${PRODUCT_CHANGED_MESSAGE}' }` })
  @ApiBodies({
    body: productFormSchema,
    response: savedProductResponseSchema,
    description: '{ success, message, product } with the new version',
  })
  update(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SavedProductResponse> {
    const input = {
      ...parseRequest(productIdSchema, { id }),
      product: parseRequest(productFormSchema, body, FIRST_ISSUE_ONLY),
    };
    return this.write(() => this.client.command(CatalogPatterns.update, { principal, input }));
  }

  @Delete(':id')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: "Deletes the seller's own product; past orders keep their snapshots" })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({ response: deletedProductResponseSchema })
  remove(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<DeletedProductResponse> {
    const input = parseRequest(productIdSchema, { id });
    return this.write(() => this.client.command(CatalogPatterns.delete, { principal, input }));
  }

  /**
   * The catalog's productsChanged event clears every gateway's cache; this gateway also clears its own
   * at once so the writer's next read shows the change even before the event arrives.
   */
  private async write<T>(call: () => Promise<T>): Promise<T> {
    const answer = await call();
    this.cache.clear();
    return answer;
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  featuredListQuerySchema,
  listProductsQuerySchema,
  productIdSchema,
  type FeaturedListResponse,
  type ProductBrowseResponse,
  type ProductResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { GetProductHandler } from '../use-cases/get-product/get-product.handler';
import { ListFeaturedHandler } from '../use-cases/list-featured/list-featured.handler';
import { ListProductsHandler } from '../use-cases/list-products/list-products.handler';

/** Storefront reads. Every payload is validated here, whoever sent it. */
@Controller()
@UseFilters(RpcErrorFilter)
export class ProductsController {
  constructor(
    private readonly listProducts: ListProductsHandler,
    private readonly getProduct: GetProductHandler,
    private readonly listFeatured: ListFeaturedHandler,
  ) {}

  @MessagePattern(CatalogPatterns.listProducts)
  list(@Payload() payload: unknown): Promise<ProductBrowseResponse> {
    return this.listProducts.execute(parseInput(listProductsQuerySchema, payload));
  }

  @MessagePattern(CatalogPatterns.getProduct)
  get(@Payload() payload: unknown): Promise<ProductResponse> {
    return this.getProduct.execute(parseInput(productIdSchema, payload));
  }

  @MessagePattern(CatalogPatterns.listFeatured)
  featured(@Payload() payload: unknown): Promise<FeaturedListResponse> {
    return this.listFeatured.execute(parseInput(featuredListQuerySchema, payload ?? {}));
  }
}

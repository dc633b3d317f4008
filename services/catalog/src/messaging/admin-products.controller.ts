import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminFeatureProductSchema,
  adminProductListQuerySchema,
  adminToggleSchema,
  OwnerAdminPatterns,
  principalSchema,
  withPrincipal,
  type AdminProductListResponse,
  type AdminProductToggleResponse,
  type ProductFigures,
} from '@thindi/contracts';
import { parseInput, requireRole, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { FeatureProductHandler } from '../use-cases/admin-products/feature-product.handler';
import { ListAdminProductsHandler } from '../use-cases/admin-products/list-admin-products.handler';
import { ProductFiguresHandler } from '../use-cases/admin-products/product-figures.handler';
import { ToggleProductActiveHandler } from '../use-cases/admin-products/toggle-product-active.handler';

/**
 * The principal must be an admin (the owner checks, not only the gateway); this runs before the input is
 * validated, so a non-admin learns nothing about the input's shape.
 */
function requireAdmin(payload: unknown): void {
  requireRole(parseInput(z.object({ principal: principalSchema }), payload).principal, 'admin');
}

/**
 * Moderation of products for the admin service: list every product, switch one off or on, feature it or not,
 * count them.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminProductsController {
  constructor(
    private readonly listProducts: ListAdminProductsHandler,
    private readonly toggleProduct: ToggleProductActiveHandler,
    private readonly featureProduct: FeatureProductHandler,
    private readonly productFigures: ProductFiguresHandler,
  ) {}

  @MessagePattern(OwnerAdminPatterns.products.list)
  list(@Payload() payload: unknown): Promise<AdminProductListResponse> {
    requireAdmin(payload);
    return this.listProducts.execute(parseInput(withPrincipal(adminProductListQuerySchema), payload).input);
  }

  @MessagePattern(OwnerAdminPatterns.products.toggle)
  toggle(@Payload() payload: unknown): Promise<AdminProductToggleResponse> {
    requireAdmin(payload);
    return this.toggleProduct.execute(parseInput(withPrincipal(adminToggleSchema), payload).input);
  }

  @MessagePattern(OwnerAdminPatterns.products.feature)
  feature(@Payload() payload: unknown): Promise<AdminProductToggleResponse> {
    requireAdmin(payload);
    return this.featureProduct.execute(parseInput(withPrincipal(adminFeatureProductSchema), payload).input);
  }

  @MessagePattern(OwnerAdminPatterns.products.figures)
  figures(@Payload() payload: unknown): Promise<ProductFigures> {
    requireAdmin(payload);
    parseInput(withPrincipal(z.object({})), payload);
    return this.productFigures.execute();
  }
}

import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  adminFeatureProductBodySchema,
  adminFeatureProductSchema,
  AdminModerationPatterns,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductToggleResponseSchema,
  adminToggleBodySchema,
  adminToggleSchema,
  type AdminProductListResponse,
  type AdminProductToggleResponse,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { StorefrontCache } from '../catalog/storefront-cache.service';
import { ApiBodies } from '../http/openapi';
import { parseRequest, toggleInput } from '../http/parse';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * The admin's Products tab: every product, switching one off or on, featuring it or not. Each change goes through
 * the admin service, which audits it; the catalog checks the admin again and announces the change to every
 * gateway. This one also forgets its storefront cache at once, so the admin's next read shows the change.
 */
@ApiTags('admin')
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly storefront: StorefrontCache,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Every product of every seller, newest first: search, status, category, paging' })
  @ApiBodies({
    query: adminProductListQuerySchema,
    response: adminProductListResponseSchema,
    description: '{ success, products, pagination }',
  })
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminProductListResponse> {
    const input = parseRequest(adminProductListQuerySchema, query);
    return this.client.query(AdminModerationPatterns.listProducts, { principal, input });
  }

  @Patch(':id/toggle-status')
  @Auth('admin')
  @ApiOperation({ summary: 'Deactivates a product (gone from the storefront at once) or activates it again' })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({
    body: adminToggleBodySchema,
    response: adminProductToggleResponseSchema,
    description: '{ success, message, product }; body { isActive } optional: 409 if already so; 404',
  })
  toggle(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(adminToggleSchema, toggleInput(id, body));
    return this.change(AdminModerationPatterns.toggleProduct, principal, input);
  }

  @Patch(':id/featured')
  @Auth('admin')
  @ApiOperation({
    summary: 'Features a product on the storefront (first in lists, in the featured list) or stops; audit-logged',
  })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({
    body: adminFeatureProductBodySchema,
    response: adminProductToggleResponseSchema,
    description: '{ success, message, product }; body { featured }: 409 if already so; 404',
  })
  feature(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(adminFeatureProductSchema, { featured: bodyOf(body).featured, id });
    return this.change(AdminModerationPatterns.featureProduct, principal, input);
  }

  private async change(pattern: string, principal: Principal, input: unknown): Promise<AdminProductToggleResponse> {
    const answer = await this.client.command<AdminProductToggleResponse>(pattern, { principal, input });
    this.storefront.clear();
    return answer;
  }
}

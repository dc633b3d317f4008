import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  publicSellerIdSchema,
  publicSellerResponseSchema,
  type PublicSellerResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/**
 * A seller's public page (decision 035), answered by the catalog from its mirror of approved sellers. Not cached
 * here: a seller's profile changes do not move the storefront's catalogue version.
 */
@ApiTags('sellers')
@Controller('sellers')
export class PublicSellersController {
  constructor(private readonly client: ServiceClient) {}

  // Fastify prefers static segments, so /sellers/me/…, /sellers/documents/… and the like are never taken here.
  @Get(':id/public')
  @ApiOperation({ summary: "A seller's public page: FSSAI licence number, city, customer care, story and rating" })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({
    response: publicSellerResponseSchema,
    description: '{ success: true, seller }; 404 for an unknown, unapproved or switched-off seller',
  })
  get(@Param('id') id: string): Promise<PublicSellerResponse> {
    return this.client.query(CatalogPatterns.publicSeller, parseRequest(publicSellerIdSchema, { id }));
  }
}

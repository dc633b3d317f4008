import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, publicSellerIdSchema, type PublicSellerResponse } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { GetPublicSellerHandler } from '../use-cases/get-public-seller/get-public-seller.handler';

/** The storefront's reads of sellers (their public pages). Every payload is validated here, whoever sent it. */
@Controller()
@UseFilters(RpcErrorFilter)
export class PublicSellersController {
  constructor(private readonly getPublicSeller: GetPublicSellerHandler) {}

  @MessagePattern(CatalogPatterns.publicSeller)
  get(@Payload() payload: unknown): Promise<PublicSellerResponse> {
    return this.getPublicSeller.execute(parseInput(publicSellerIdSchema, payload));
  }
}

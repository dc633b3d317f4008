import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReviewedProductPatterns, reviewedProductsQuerySchema, type ReviewedProductsResponse } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { ReviewedProductsRepository } from '../db/reviewed-products.repository';

/** What the order service asks before it mails a review request: which of the order's products are reviewed. */
@Controller()
@UseFilters(RpcErrorFilter)
export class ReviewedProductsController {
  constructor(private readonly repository: ReviewedProductsRepository) {}

  @MessagePattern(ReviewedProductPatterns.reviewed)
  async reviewed(@Payload() payload: unknown): Promise<ReviewedProductsResponse> {
    const { orderId, productIds } = parseInput(reviewedProductsQuerySchema, payload);
    return { reviewed: await this.repository.reviewed(orderId, productIds) };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  createReviewSchema,
  orderReviewsQuerySchema,
  orderReviewsResponseSchema,
  reviewIdSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewPageResponseSchema,
  ReviewPatterns,
  reviewReplySchema,
  reviewResponseSchema,
  sellerReviewQuerySchema,
  type OrderReviewsResponse,
  type Principal,
  type ReviewListResponse,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';
import { StorefrontCache } from './storefront-cache.service';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * Verified-purchase reviews (an admin's decisions are in AdminReviewsController). The catalog checks every rule
 * itself (who may write, vote, reply); writes that move a product's rating clear this gateway's storefront cache
 * at once (the catalog's event clears the rest).
 */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
  ) {}

  @Get('products/:id/reviews')
  @ApiOperation({ summary: "A product's published reviews, newest or most helpful first, with the rating summary" })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({ query: reviewListQuerySchema.omit({ productId: true }), response: reviewListResponseSchema })
  list(@Param('id') id: string, @Query() query: unknown): Promise<ReviewListResponse> {
    const input = parseRequest(reviewListQuerySchema, { ...bodyOf(query), productId: id }, FIRST_ISSUE_ONLY);
    return this.client.query(ReviewPatterns.list, input);
  }

  @Post('products/:id/reviews')
  @Auth('customer')
  @ApiOperation({ summary: 'Reviews a product of a delivered order (403 before delivery, 409 a second time)' })
  @ApiParam({ name: 'id', description: 'Product id' })
  @ApiBodies({ body: createReviewSchema.omit({ productId: true }), response: reviewResponseSchema, status: 201 })
  create(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(createReviewSchema, { ...bodyOf(body), productId: id }, FIRST_ISSUE_ONLY);
    return this.rated(this.client.command<ReviewResponse>(ReviewPatterns.create, { principal, input }));
  }

  @Delete('reviews/:id')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "Withdraws the shopper's own review; the order line may then be reviewed again" })
  @ApiParam({ name: 'id', description: 'Review id' })
  @ApiBodies({ response: reviewResponseSchema })
  withdraw(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(reviewIdSchema, { id }, FIRST_ISSUE_ONLY);
    return this.rated(this.client.command<ReviewResponse>(ReviewPatterns.withdraw, { principal, input }));
  }

  @Post('reviews/:id/helpful')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "Marks a review helpful: once per shopper (409), never one's own (403)" })
  @ApiParam({ name: 'id', description: 'Review id' })
  @ApiBodies({ response: reviewResponseSchema })
  helpful(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ReviewResponse> {
    const input = parseRequest(reviewIdSchema, { id }, FIRST_ISSUE_ONLY);
    return this.client.command(ReviewPatterns.helpful, { principal, input });
  }

  @Post('reviews/:id/report')
  @HttpCode(200)
  @Auth('customer', 'seller')
  @ApiOperation({ summary: 'Reports a review to the admins' })
  @ApiParam({ name: 'id', description: 'Review id' })
  @ApiBodies({ response: reviewResponseSchema })
  report(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ReviewResponse> {
    const input = parseRequest(reviewIdSchema, { id }, FIRST_ISSUE_ONLY);
    return this.client.command(ReviewPatterns.report, { principal, input });
  }

  @Post('reviews/:id/reply')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: "The product's seller answers a review, once (409 a second time)" })
  @ApiParam({ name: 'id', description: 'Review id' })
  @ApiBodies({ body: reviewReplySchema.omit({ id: true }), response: reviewResponseSchema })
  reply(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(reviewReplySchema, { ...bodyOf(body), id }, FIRST_ISSUE_ONLY);
    return this.client.command<ReviewResponse>(ReviewPatterns.reply, { principal, input });
  }

  @Get('orders/:id/reviews')
  @Auth('customer')
  @ApiOperation({ summary: "The shopper's own reviews of an order's products (published or hidden, not withdrawn)" })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({ response: orderReviewsResponseSchema })
  mine(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<OrderReviewsResponse> {
    const input = parseRequest(orderReviewsQuerySchema, { orderId: id }, FIRST_ISSUE_ONLY);
    return this.client.query(ReviewPatterns.mine, { principal, input });
  }

  @Get('sellers/reviews')
  @Auth('seller')
  @ApiOperation({
    summary: "The reviews of the seller's own products, newest first; 'unanswered' keeps those without a reply",
  })
  @ApiBodies({ query: sellerReviewQuerySchema, response: reviewPageResponseSchema })
  sellerList(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ReviewPageResponse> {
    const input = parseRequest(sellerReviewQuerySchema, bodyOf(query), FIRST_ISSUE_ONLY);
    return this.client.query(ReviewPatterns.sellerList, { principal, input });
  }

  /** A change to a product's rating: this gateway's storefront cache goes at once, so the writer sees it. */
  private async rated(answer: Promise<ReviewResponse>): Promise<ReviewResponse> {
    const result = await answer;
    this.cache.clear();
    return result;
  }
}

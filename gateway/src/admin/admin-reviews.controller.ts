import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminModerationPatterns,
  moderateReviewSchema,
  reviewPageResponseSchema,
  reviewQueueQuerySchema,
  reviewResponseSchema,
  type Principal,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { StorefrontCache } from '../catalog/storefront-cache.service';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * The admin's Reviews tab. Both calls go through the admin service, which audits each decision; the catalog
 * checks the admin again and moves the product's rating. A decision clears this gateway's storefront cache at
 * once (the catalog's event clears the others').
 */
@ApiTags('admin')
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(
    private readonly client: ServiceClient,
    private readonly storefront: StorefrontCache,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({
    summary: "Reviews waiting for a decision (reported, or photos not yet approved; oldest first), 'hidden' or 'all'",
  })
  @ApiBodies({ query: reviewQueueQuerySchema, response: reviewPageResponseSchema })
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ReviewPageResponse> {
    const input = parseRequest(reviewQueueQuerySchema, query);
    return this.client.query(AdminModerationPatterns.listReviews, { principal, input });
  }

  @Patch(':id')
  @Auth('admin')
  @ApiOperation({
    summary:
      "Approves a review ('published': photos shown, report cleared) or hides it with a reason mailed to its author; audit-logged",
  })
  @ApiParam({ name: 'id', description: 'Review id' })
  @ApiBodies({ body: moderateReviewSchema.omit({ id: true }), response: reviewResponseSchema })
  async moderate(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReviewResponse> {
    const input = parseRequest(moderateReviewSchema, { ...bodyOf(body), id });
    const answer = await this.client.command<ReviewResponse>(AdminModerationPatterns.moderateReview, {
      principal,
      input,
    });
    this.storefront.clear();
    return answer;
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminModerationPatterns,
  moderateReviewSchema,
  OwnerAdminPatterns,
  reviewQueueQuerySchema,
  withPrincipal,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { ModerateReviewHandler } from '../use-cases/reviews/moderate-review.handler';

/** The Reviews tab: the catalog's queue of reviews waiting for a decision, and each decision, audited here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminReviewsController {
  constructor(
    private readonly browse: BrowseHandler,
    private readonly moderation: ModerateReviewHandler,
  ) {}

  @MessagePattern(AdminModerationPatterns.listReviews)
  list(@Payload() payload: unknown): Promise<ReviewPageResponse> {
    const { principal, input } = parseInput(withPrincipal(reviewQueueQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.reviews.queue, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.moderateReview)
  moderate(@Payload() payload: unknown): Promise<ReviewResponse> {
    const { principal, input } = parseInput(withPrincipal(moderateReviewSchema), payload);
    return this.moderation.execute(principal, input);
  }
}

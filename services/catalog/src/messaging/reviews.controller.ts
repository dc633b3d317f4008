import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  createReviewSchema,
  moderateReviewSchema,
  orderReviewsQuerySchema,
  reviewIdSchema,
  reviewListQuerySchema,
  ReviewPatterns,
  reviewQueueQuerySchema,
  reviewReplySchema,
  sellerReviewQuerySchema,
  type CustomerReviewsResponse,
  type OrderReviewsResponse,
  type Principal,
  type ReviewListResponse,
  type ReviewPageResponse,
  type ReviewResponse,
  type Role,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseAuthed, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z, type ZodType } from 'zod';
import { CustomerReviewsHandler } from '../use-cases/reviews/customer-reviews.handler';
import { ListReviewsHandler } from '../use-cases/reviews/list-reviews.handler';
import { ListSellerReviewsHandler } from '../use-cases/reviews/list-seller-reviews.handler';
import { ModerateReviewHandler } from '../use-cases/reviews/moderate-review.handler';
import { OrderReviewsHandler } from '../use-cases/reviews/order-reviews.handler';
import { ReplyReviewHandler } from '../use-cases/reviews/reply-review.handler';
import { ReportReviewHandler } from '../use-cases/reviews/report-review.handler';
import { ReviewQueueHandler } from '../use-cases/reviews/review-queue.handler';
import { VoteReviewHandler } from '../use-cases/reviews/vote-review.handler';
import { WithdrawReviewHandler } from '../use-cases/reviews/withdraw-review.handler';
import { WriteReviewHandler } from '../use-cases/reviews/write-review.handler';

const NEEDS: Record<Role, string> = {
  customer: 'Please sign in as a customer to do this',
  seller: 'This call needs a seller account',
  admin: 'This call needs an admin account',
};

/**
 * {principal, input} from one of `roles` (the gateway checks too; the catalog does not trust it). The input
 * answers with one message at a time, in the review form's words.
 */
function asOneOf<S extends ZodType>(
  roles: Role[],
  schema: S,
  payload: unknown,
): { principal: Principal; input: z.output<S> } {
  return parseAuthed(schema, payload, { ...FIRST_ISSUE_ONLY, only: { roles, refused: NEEDS[roles[0]] } });
}

/**
 * Reviews: written by shoppers of delivered orders, read by anyone, answered by the product's seller and
 * moderated by admins. The admin role is checked here, by the owner of the data.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class ReviewsController {
  constructor(
    private readonly write: WriteReviewHandler,
    private readonly list: ListReviewsHandler,
    private readonly withdrawal: WithdrawReviewHandler,
    private readonly vote: VoteReviewHandler,
    private readonly reporting: ReportReviewHandler,
    private readonly replies: ReplyReviewHandler,
    private readonly moderation: ModerateReviewHandler,
    private readonly sellerList: ListSellerReviewsHandler,
    private readonly waiting: ReviewQueueHandler,
    private readonly ofOrder: OrderReviewsHandler,
    private readonly ofCustomer: CustomerReviewsHandler,
  ) {}

  @MessagePattern(ReviewPatterns.create)
  create(@Payload() payload: unknown): Promise<ReviewResponse> {
    const { principal, input } = asOneOf(['customer'], createReviewSchema, payload);
    return this.write.execute(principal, input);
  }

  @MessagePattern(ReviewPatterns.list)
  page(@Payload() payload: unknown): Promise<ReviewListResponse> {
    return this.list.execute(parseInput(reviewListQuerySchema, payload ?? {}, FIRST_ISSUE_ONLY));
  }

  @MessagePattern(ReviewPatterns.withdraw)
  withdraw(@Payload() payload: unknown): Promise<ReviewResponse> {
    const { principal, input } = asOneOf(['customer'], reviewIdSchema, payload);
    return this.withdrawal.execute(principal, input.id);
  }

  @MessagePattern(ReviewPatterns.helpful)
  helpful(@Payload() payload: unknown): Promise<ReviewResponse> {
    const { principal, input } = asOneOf(['customer'], reviewIdSchema, payload);
    return this.vote.execute(principal, input.id);
  }

  @MessagePattern(ReviewPatterns.report)
  report(@Payload() payload: unknown): Promise<ReviewResponse> {
    return this.reporting.execute(asOneOf(['customer', 'seller'], reviewIdSchema, payload).input.id);
  }

  @MessagePattern(ReviewPatterns.reply)
  reply(@Payload() payload: unknown): Promise<ReviewResponse> {
    const { principal, input } = asOneOf(['seller'], reviewReplySchema, payload);
    return this.replies.execute(principal, input);
  }

  @MessagePattern(ReviewPatterns.moderate)
  moderate(@Payload() payload: unknown): Promise<ReviewResponse> {
    return this.moderation.execute(asOneOf(['admin'], moderateReviewSchema, payload).input);
  }

  @MessagePattern(ReviewPatterns.sellerList)
  sellerPage(@Payload() payload: unknown): Promise<ReviewPageResponse> {
    const { principal, input } = asOneOf(['seller'], sellerReviewQuerySchema, payload);
    return this.sellerList.execute(principal, input);
  }

  @MessagePattern(ReviewPatterns.queue)
  queue(@Payload() payload: unknown): Promise<ReviewPageResponse> {
    return this.waiting.execute(asOneOf(['admin'], reviewQueueQuerySchema, payload).input);
  }

  @MessagePattern(ReviewPatterns.mine)
  mine(@Payload() payload: unknown): Promise<OrderReviewsResponse> {
    const { principal, input } = asOneOf(['customer'], orderReviewsQuerySchema, payload);
    return this.ofOrder.execute(principal, input);
  }

  @MessagePattern(ReviewPatterns.ofCustomer)
  allMine(@Payload() payload: unknown): Promise<CustomerReviewsResponse> {
    return this.ofCustomer.execute(asOneOf(['customer'], z.object({}), payload).principal);
  }
}

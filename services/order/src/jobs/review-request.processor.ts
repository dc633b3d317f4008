import { Inject, Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  ErrorCodes,
  MAIL_QUEUE,
  MailJobs,
  ReviewedProductPatterns,
  reviewRequestJobSchema,
  type MeResponse,
  type ReviewedProductsResponse,
  type ReviewRequestJob,
  type ReviewRequestMail,
  type User,
} from '@thindi/contracts';
import { DomainError, JOB_QUEUE, LOGGER, ServiceClient, type JobQueue, type Logger } from '@thindi/platform';

/** How long a request waits for the catalog's reviewed products before it asks about all of them. */
const REVIEWED_TIMEOUT_MS = 3000;

/**
 * Turns a review request (written by the sweep with its order.review_requests row) into the shopper's mail. The
 * order keeps only the address given at checkout, so the account is read from the auth service here: its current
 * address, its name and its mail preferences. An auth service that does not answer fails the job, which is
 * retried; the mail's job id is the order and seller, so a retry never mails twice. Products the shopper already
 * reviewed for the order are left out, and a part fully reviewed gets no mail.
 */
@Injectable()
export class ReviewRequestProcessor {
  constructor(
    private readonly client: ServiceClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async process(data: unknown): Promise<void> {
    const { orderId, sellerId, customerId, orderNumber, products } = reviewRequestJobSchema.parse(data);
    const user = await this.accountOf(customerId);
    if (!user?.isActive) {
      this.logger.info({ orderId, sellerId }, 'review request not sent: the account is gone or switched off');
      return;
    }
    // A review request is about the shopper's own order, not an offer: the order e-mails switch decides.
    if (!user.preferences.orderEmails) {
      this.logger.info({ orderId, sellerId }, 'review request not sent: the shopper turned order e-mails off');
      return;
    }
    const unreviewed = await this.unreviewed(orderId, products);
    if (!unreviewed.length) {
      this.logger.info({ orderId, sellerId }, 'review request not sent: every product is reviewed already');
      return;
    }
    const mail: ReviewRequestMail = { to: user.email, firstName: user.firstName, orderNumber, products: unreviewed };
    await this.jobs.add(MAIL_QUEUE, MailJobs.reviewRequest, mail, {
      jobId: `review-request-${orderId}-${sellerId}`,
    });
  }

  /**
   * The part's products the shopper has not reviewed for the order yet. When the catalog cannot say, all of them:
   * asking about a reviewed product is a small nuisance, losing the request is worse.
   */
  private async unreviewed(orderId: string, products: ReviewRequestJob['products']) {
    const productIds = products.map((p) => p.productId);
    try {
      const { reviewed } = await this.client.query<ReviewedProductsResponse>(
        ReviewedProductPatterns.reviewed,
        { orderId, productIds },
        { timeoutMs: REVIEWED_TIMEOUT_MS },
      );
      return products.filter((p) => !reviewed.includes(p.productId));
    } catch (err) {
      this.logger.warn({ err, orderId }, 'review request asks about every product: the catalog did not answer');
      return products;
    }
  }

  /** The shopper's account, or none when it no longer exists or was switched off (the auth service's answer). */
  private async accountOf(customerId: string): Promise<User | undefined> {
    const principal = { id: customerId, role: 'customer' as const, email: '' };
    try {
      const me = await this.client.query<MeResponse>(AuthPatterns.me, { principal, input: {} });
      return me.user;
    } catch (err) {
      // Retrying cannot bring back a removed or deactivated account; anything else is retried.
      if (err instanceof DomainError && (err.kind === ErrorCodes.notFound || err.code === 'AUTH.SESSION_ENDED'))
        return undefined;
      throw err;
    }
  }
}

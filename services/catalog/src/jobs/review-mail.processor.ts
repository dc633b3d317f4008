import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AuthPatterns,
  CATALOG_REVIEW_MAIL_QUEUE,
  CatalogReviewJobs,
  ErrorCodes,
  MAIL_QUEUE,
  MailJobs,
  reviewHiddenJobSchema,
  type MeResponse,
  type ReviewHiddenMail,
} from '@thindi/contracts';
import { DomainError, JOB_QUEUE, LOGGER, ServiceClient, type JobQueue, type Logger } from '@thindi/platform';

/**
 * Turns a hidden review's notice (written to the outbox with the hiding) into the mail to its author: the catalog
 * keeps no shopper contact details, so the address is asked of the auth service here, off the admin's request.
 * An auth service that does not answer fails the job, which is retried; the mail's job id is the review and the
 * moment it was hidden, so a retry never mails twice.
 */
@Injectable()
export class ReviewMailProcessor implements OnModuleInit {
  constructor(
    private readonly client: ServiceClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(CATALOG_REVIEW_MAIL_QUEUE, async (data, { name }) => {
      if (name === CatalogReviewJobs.reviewHidden) await this.process(data);
    });
  }

  async process(data: unknown): Promise<void> {
    const { reviewId, customerId, productName, reason, hiddenAt } = reviewHiddenJobSchema.parse(data);
    const me = await this.authorOf(customerId);
    if (!me) {
      this.logger.warn(
        { reviewId, customerId },
        'review-hidden mail dropped: the shopper account is gone or switched off',
      );
      return;
    }
    // A notice about the shopper's own words, not an offer: it is sent whatever they chose for offer e-mails.
    const mail: ReviewHiddenMail = { to: me.user.email, firstName: me.user.firstName, productName, reason };
    await this.jobs.add(MAIL_QUEUE, MailJobs.reviewHidden, mail, {
      jobId: `review-hidden-${reviewId}-${Date.parse(hiddenAt)}`,
    });
  }

  private authorOf(customerId: string): Promise<MeResponse | undefined> {
    const principal = { id: customerId, role: 'customer' as const, email: '' };
    return this.client.query<MeResponse>(AuthPatterns.me, { principal, input: {} }).catch((err: unknown) => {
      // The auth service answers "me" for a removed or switched-off account as an ended session; retrying cannot
      // bring it back. Anything else is retried.
      if (err instanceof DomainError && (err.kind === ErrorCodes.notFound || err.code === 'AUTH.SESSION_ENDED'))
        return undefined;
      throw err;
    });
  }
}

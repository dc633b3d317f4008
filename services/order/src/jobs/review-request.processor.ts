import { Inject, Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  ErrorCodes,
  MAIL_QUEUE,
  MailJobs,
  reviewRequestJobSchema,
  type MeResponse,
  type ReviewRequestMail,
  type User,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';

/**
 * Turns a review request (written by the sweep with its order.review_requests row) into the shopper's mail. The
 * order keeps only the address given at checkout, so the account is read from the auth service here: its current
 * address, its name and its mail preferences. An auth service that does not answer fails the job, which is
 * retried; the mail's job id is the order and seller, so a retry never mails twice.
 */
@Injectable()
export class ReviewRequestProcessor {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async process(data: unknown): Promise<void> {
    const { orderId, sellerId, customerId, orderNumber, products } = reviewRequestJobSchema.parse(data);
    const user = await this.accountOf(customerId);
    if (!user?.isActive) {
      this.platform.logger.info({ orderId, sellerId }, 'review request not sent: the account is gone or switched off');
      return;
    }
    // A review request is about the shopper's own order, not an offer: the order e-mails switch decides.
    if (!user.preferences.orderEmails) {
      this.platform.logger.info({ orderId, sellerId }, 'review request not sent: the shopper turned order e-mails off');
      return;
    }
    const mail: ReviewRequestMail = { to: user.email, firstName: user.firstName, orderNumber, products };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.reviewRequest, mail, {
      jobId: `review-request-${orderId}-${sellerId}`,
    });
  }

  /** The shopper's account, or none when it no longer exists or was switched off (the auth service's answer). */
  private async accountOf(customerId: string): Promise<User | undefined> {
    const principal = { id: customerId, role: 'customer' as const, email: '' };
    try {
      const me = await this.platform.client.query<MeResponse>(AuthPatterns.me, { principal, input: {} });
      return me.user;
    } catch (err) {
      // Retrying cannot bring back a removed or deactivated account; anything else is retried.
      if (err instanceof DomainError && (err.kind === ErrorCodes.notFound || err.code === 'AUTH.SESSION_ENDED'))
        return undefined;
      throw err;
    }
  }
}

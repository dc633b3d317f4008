import { Inject, Injectable } from '@nestjs/common';
import { MAIL_QUEUE, type MailJobName, type SellerDecisionMail } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';

export interface SellerNotices {
  sellerId: string;
  events: Array<{ subject: string; data: unknown }>;
  mail?: { job: MailJobName; data: SellerDecisionMail };
}

/**
 * Sends the events and the seller's e-mail that follow an admin's decision. The decision is already
 * stored and stands whatever happens here: a failure is logged, not answered, so the admin is not told
 * that a change which took place failed.
 */
@Injectable()
export class SellerNoticesPublisher {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async send({ sellerId, events, mail }: SellerNotices): Promise<void> {
    await Promise.all([
      ...events.map((e) => this.platform.events.publish(e.subject, e.data)),
      ...(mail ? [this.platform.jobs.add(MAIL_QUEUE, mail.job, mail.data)] : []),
    ]).catch((err: unknown) =>
      this.platform.logger.error({ err, sellerId }, 'seller decision stored but not fully announced'),
    );
  }
}

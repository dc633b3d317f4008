import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ErrorCodes,
  MAIL_QUEUE,
  MailJobs,
  ORDER_SELLER_MAIL_QUEUE,
  SellerPatterns,
  sellerNewOrderJobSchema,
  type SellerMeResponse,
  type SellerNewOrderMail,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';

/**
 * Turns a seller's new-order notice (written to the outbox with the order) into its mail: the order keeps no
 * seller contact details, so the address is asked of the seller service here, off the shopper's request. A
 * seller service that does not answer fails the job, which is retried; the mail's job id is the order and
 * seller, so a retry never mails twice.
 */
@Injectable()
export class SellerMailProcessor implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async onModuleInit(): Promise<void> {
    await this.platform.jobs.process(ORDER_SELLER_MAIL_QUEUE, (data) => this.process(data));
  }

  async process(data: unknown): Promise<void> {
    const { orderId, sellerId, ...notice } = sellerNewOrderJobSchema.parse(data);
    const principal = { id: sellerId, role: 'seller' as const, email: '' };
    const me = await this.platform.client
      .query<SellerMeResponse>(SellerPatterns.me, { principal, input: {} })
      .catch((err: unknown) => {
        // A seller that no longer exists has nobody to mail; anything else is retried.
        if (err instanceof DomainError && err.code === ErrorCodes.notFound) return undefined;
        throw err;
      });
    if (!me) {
      this.platform.logger.warn({ orderId, sellerId }, 'new-order mail dropped: the seller no longer exists');
      return;
    }
    const mail: SellerNewOrderMail = { to: me.seller.email, businessName: me.seller.businessName, ...notice };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.sellerNewOrder, mail, {
      jobId: `seller-new-order-${orderId}-${sellerId}`,
    });
  }
}

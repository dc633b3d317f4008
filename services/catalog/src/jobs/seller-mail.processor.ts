import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogSellerJobs,
  FinanceSourcePatterns,
  MAIL_QUEUE,
  MailJobs,
  productDeactivatedJobSchema,
  type ProductDeactivatedMail,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { JOB_QUEUE, LOGGER, ServiceClient, type JobQueue, type Logger } from '@thindi/platform';

/**
 * Turns a deactivated product's notice (written to the outbox with the change) into the mail to its seller: the
 * catalog keeps no seller contact details, so the address is asked of the seller service here, off the admin's
 * request (its profiles query, which answers any seller's business name and e-mail). A seller service that does
 * not answer fails the job, which is retried; the mail's job id is the product and the moment it was switched
 * off, so a retry never mails twice.
 */
@Injectable()
export class SellerMailProcessor implements OnModuleInit {
  constructor(
    private readonly client: ServiceClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(CATALOG_SELLER_MAIL_QUEUE, async (data, { name }) => {
      if (name === CatalogSellerJobs.productDeactivated) await this.process(data);
    });
  }

  async process(data: unknown): Promise<void> {
    const { productId, sellerId, productName, reason, deactivatedAt } = productDeactivatedJobSchema.parse(data);
    const { profiles } = await this.client.query<SellerFinanceProfilesResult>(FinanceSourcePatterns.sellerProfiles, {
      sellerIds: [sellerId],
    });
    const seller = profiles[0];
    if (!seller?.email) {
      this.logger.warn({ productId, sellerId }, 'product-deactivated mail dropped: the seller has no e-mail');
      return;
    }
    const mail: ProductDeactivatedMail = { to: seller.email, businessName: seller.businessName, productName, reason };
    await this.jobs.add(MAIL_QUEUE, MailJobs.productDeactivated, mail, {
      jobId: `product-deactivated-${productId}-${Date.parse(deactivatedAt)}`,
    });
  }
}

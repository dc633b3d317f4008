import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogSellerJobs,
  FinanceSourcePatterns,
  foodFactsHeldJobSchema,
  MAIL_QUEUE,
  MailJobs,
  productDeactivatedJobSchema,
  type FoodFactsHeldMail,
  type ProductDeactivatedMail,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { JOB_QUEUE, LOGGER, ServiceClient, type JobQueue, type Logger } from '@thindi/platform';

/**
 * Turns a deactivated product's notice, or the food-facts sweep's notice of a seller's held products (written to the
 * outbox with the change), into the mail to its seller: the
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
      if (name === CatalogSellerJobs.foodFactsHeld) await this.foodFactsHeld(data);
    });
  }

  /** One mail per seller per sweep: its job id is the seller, the sweep's moment and the first product named. */
  async foodFactsHeld(data: unknown): Promise<void> {
    const { sellerId, products, more, heldAt } = foodFactsHeldJobSchema.parse(data);
    const seller = await this.sellerOf(sellerId);
    if (!seller?.email) {
      this.logger.warn({ sellerId }, 'food-facts-held mail dropped: the seller has no e-mail');
      return;
    }
    const mail: FoodFactsHeldMail = { to: seller.email, businessName: seller.businessName, products, more };
    await this.jobs.add(MAIL_QUEUE, MailJobs.foodFactsHeld, mail, {
      jobId: `food-facts-held-${sellerId}-${Date.parse(heldAt)}-${products[0]!.productId}`,
    });
  }

  async process(data: unknown): Promise<void> {
    const { productId, sellerId, productName, reason, deactivatedAt } = productDeactivatedJobSchema.parse(data);
    const seller = await this.sellerOf(sellerId);
    if (!seller?.email) {
      this.logger.warn({ productId, sellerId }, 'product-deactivated mail dropped: the seller has no e-mail');
      return;
    }
    const mail: ProductDeactivatedMail = { to: seller.email, businessName: seller.businessName, productName, reason };
    await this.jobs.add(MAIL_QUEUE, MailJobs.productDeactivated, mail, {
      jobId: `product-deactivated-${productId}-${Date.parse(deactivatedAt)}`,
    });
  }

  private async sellerOf(sellerId: string) {
    const { profiles } = await this.client.query<SellerFinanceProfilesResult>(FinanceSourcePatterns.sellerProfiles, {
      sellerIds: [sellerId],
    });
    return profiles[0];
  }
}

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
import { PLATFORM, type Platform } from '@thindi/platform';

/**
 * Turns a deactivated product's notice (written to the outbox with the change) into the mail to its seller: the
 * catalog keeps no seller contact details, so the address is asked of the seller service here, off the admin's
 * request (its profiles query, which answers any seller's business name and e-mail). A seller service that does
 * not answer fails the job, which is retried; the mail's job id is the product and the moment it was switched
 * off, so a retry never mails twice.
 */
@Injectable()
export class SellerMailProcessor implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async onModuleInit(): Promise<void> {
    await this.platform.jobs.process(CATALOG_SELLER_MAIL_QUEUE, async (data, { name }) => {
      if (name === CatalogSellerJobs.productDeactivated) await this.process(data);
    });
  }

  async process(data: unknown): Promise<void> {
    const { productId, sellerId, productName, reason, deactivatedAt } = productDeactivatedJobSchema.parse(data);
    const { profiles } = await this.platform.client.query<SellerFinanceProfilesResult>(
      FinanceSourcePatterns.sellerProfiles,
      { sellerIds: [sellerId] },
    );
    const seller = profiles[0];
    if (!seller?.email) {
      this.platform.logger.warn({ productId, sellerId }, 'product-deactivated mail dropped: the seller has no e-mail');
      return;
    }
    const mail: ProductDeactivatedMail = { to: seller.email, businessName: seller.businessName, productName, reason };
    await this.platform.jobs.add(MAIL_QUEUE, MailJobs.productDeactivated, mail, {
      jobId: `product-deactivated-${productId}-${Date.parse(deactivatedAt)}`,
    });
  }
}

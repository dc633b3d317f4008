import { Inject, Injectable } from '@nestjs/common';
import type { OrderPart, SellerFinanceProfile } from '@thindi/contracts';
import { invoicePrefixOf } from '@thindi/india';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import type { InvoiceRow } from '../../db/schema';
import { deliveryInvoiceOf, sellerInvoiceOf, type PlatformSupplier } from '../../domain/part-documents';
import { FinanceSources } from '../../sources/finance-sources';
import { IssueInvoiceHandler } from '../issue-invoice/issue-invoice.handler';

export interface InvoicedPart {
  part: OrderPart;
  profile: SellerFinanceProfile;
  invoice: InvoiceRow;
}

/**
 * A seller's part shipped (or was delivered without a 'shipped' step): the seller's invoice for it, once, and
 * the platform's invoice for the order's delivery charge with the first part that ships (decision 017).
 */
@Injectable()
export class InvoicePartHandler {
  private readonly platformSupplier: PlatformSupplier;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sources: FinanceSources,
    private readonly issue: IssueInvoiceHandler,
  ) {
    this.platformSupplier = {
      legalName: config.PLATFORM_LEGAL_NAME,
      gstin: config.PLATFORM_GSTIN,
      address: config.PLATFORM_ADDRESS,
    };
  }

  async execute(orderId: string, sellerId: string): Promise<InvoicedPart> {
    const [part, profile] = await Promise.all([
      this.sources.orderPart(orderId, sellerId),
      this.sources.sellerProfile(sellerId),
    ]);
    const invoice = await this.issue.execute(sellerInvoiceOf(part, profile, invoicePrefixOf(profile.businessName)));
    const delivery = deliveryInvoiceOf(part, this.platformSupplier);
    if (delivery) await this.issue.execute(delivery);
    return { part, profile, invoice };
  }
}

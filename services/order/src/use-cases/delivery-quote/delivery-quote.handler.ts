import { Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  type DeliveryQuoteInput,
  type DeliveryQuoteResult,
  type ProductSnapshotResponse,
} from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import { DomainError, ServiceClient } from '@thindi/platform';
import { planDelivery, shippingRule } from '../../domain/delivery';
import { mergeLines } from '../../domain/pricing';
import { DeliveryTerms } from './delivery-terms';

/** Quotes a cart (or one product) to a pincode: each seller's part, whether and when it arrives, cash on delivery. */
@Injectable()
export class DeliveryQuoteHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly terms: DeliveryTerms,
  ) {}

  async execute(input: DeliveryQuoteInput): Promise<DeliveryQuoteResult> {
    const destination = lookupPincode(input.pincode);
    if (!destination) throw DomainError.validation('Please enter a valid pincode', 'ADDRESS.PINCODE_UNKNOWN');
    const lines = mergeLines(input.items);
    const { products } = await this.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds: lines.map((l) => l.productId),
    });
    const missing = lines.find((l) => !products.some((p) => p.id === l.productId));
    if (missing) throw DomainError.notFound(`Product not found: ${missing.productId}`, 'CATALOG.PRODUCT_NOT_FOUND');
    const profiles = await this.terms.profiles(products.map((p) => p.sellerId));
    const planned = planDelivery({ destination, lines, products, profiles, rules: this.terms.rules() });
    return {
      success: true,
      destination: {
        pincode: destination.pincode,
        district: destination.district,
        state: destination.state,
        stateCode: destination.gstStateCode,
        places: destination.places,
      },
      parts: planned.map((p) => p.part),
      shippingRule: shippingRule(),
    };
  }
}

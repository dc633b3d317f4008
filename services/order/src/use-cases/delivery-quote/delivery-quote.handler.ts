import { Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  packOf,
  type DeliveryQuoteInput,
  type DeliveryQuoteResult,
  type ProductSnapshotResponse,
} from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import { DomainError, ServiceClient } from '@thindi/platform';
import { planDelivery, shippingRule } from '../../domain/delivery';
import { mergeLines, notForSale, packRef } from '../../domain/packs';
import { DeliveryTerms } from './delivery-terms';

/** Quotes a cart (or one pack) to a pincode: each seller's part, whether and when it arrives, cash on delivery. */
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
      items: lines.map(packRef),
    });
    const missing = lines.find((l) => !packOf(products, l));
    if (missing) throw notForSale(missing);
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

import { Inject, Injectable } from '@nestjs/common';
import { ShippingProfilePatterns, type SellerShippingTerms, type ShippingProfilesResult } from '@thindi/contracts';
import { NATIONAL_HOLIDAY_DATES } from '@thindi/india';
import { APP_CONFIG, ServiceClient, type AppConfig } from '@thindi/platform';
import type { DeliveryRules } from '../../domain/delivery';

/**
 * What delivery estimates are made from: the sellers' shipping profiles (the seller service owns them) and the
 * configured transit days and holidays (the national ones plus DELIVERY_HOLIDAYS).
 */
@Injectable()
export class DeliveryTerms {
  private readonly holidays: ReadonlySet<string>;

  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.holidays = new Set([...NATIONAL_HOLIDAY_DATES, ...config.DELIVERY_HOLIDAYS]);
  }

  rules(now = new Date()): DeliveryRules {
    return { now, transitDays: this.config.DELIVERY_TRANSIT_DAYS, holidays: this.holidays };
  }

  /** The sellers' profiles, each with its GSTIN, in one call; a failure fails the caller (no estimate is made up). */
  async profiles(sellerIds: string[]): Promise<SellerShippingTerms[]> {
    const unique = [...new Set(sellerIds)];
    const { profiles } = await this.client.query<ShippingProfilesResult>(ShippingProfilePatterns.forSellers, {
      sellerIds: unique,
    });
    return profiles;
  }
}

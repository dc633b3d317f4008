import { Inject, Injectable } from '@nestjs/common';
import { ShippingProfilePatterns, type SellerShippingTerms, type ShippingProfilesResult } from '@thindi/contracts';
import { NATIONAL_HOLIDAY_DATES } from '@thindi/india';
import { PLATFORM, type Platform } from '@thindi/platform';
import type { DeliveryRules } from '../../domain/delivery';

/**
 * What delivery estimates are made from: the sellers' shipping profiles (the seller service owns them) and the
 * configured transit days and holidays (the national ones plus DELIVERY_HOLIDAYS).
 */
@Injectable()
export class DeliveryTerms {
  private readonly holidays: ReadonlySet<string>;

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.holidays = new Set([...NATIONAL_HOLIDAY_DATES, ...platform.config.DELIVERY_HOLIDAYS]);
  }

  rules(now = new Date()): DeliveryRules {
    return { now, transitDays: this.platform.config.DELIVERY_TRANSIT_DAYS, holidays: this.holidays };
  }

  /** The sellers' profiles, each with its GSTIN, in one call; a failure fails the caller (no estimate is made up). */
  async profiles(sellerIds: string[]): Promise<SellerShippingTerms[]> {
    const unique = [...new Set(sellerIds)];
    const { profiles } = await this.platform.client.query<ShippingProfilesResult>(ShippingProfilePatterns.forSellers, {
      sellerIds: unique,
    });
    return profiles;
  }
}

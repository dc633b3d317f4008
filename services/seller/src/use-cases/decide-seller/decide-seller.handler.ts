import { Inject, Injectable } from '@nestjs/common';
import { isUuid, SellerEvents, type SellerDecisionEvent, type SellerDecisionResponse } from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { SellersRepository } from '../../db/sellers.repository';
import type { SellerRow } from '../../db/schema';
import { toSellerView } from '../../domain/seller-view';

/**
 * An admin's verdict on a seller (asked by the admin service, which checked the admin).
 * Approve verifies it; reject leaves it unverified and active (it can still sign in, see the reason
 * later and be approved after fixing its papers) and records why. Either way the event tells the
 * catalog, whose storefront shows only verified, active sellers.
 */
@Injectable()
export class DecideSellerHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly sellers: SellersRepository,
  ) {}

  async approve(id: string): Promise<SellerDecisionResponse> {
    const row = await this.decide(id, { isVerified: true, reason: null });
    await this.announce(SellerEvents.approved, row);
    return { success: true, message: 'Seller approved successfully', seller: toSellerView(row) };
  }

  async reject(id: string, reason: string): Promise<SellerDecisionResponse> {
    const row = await this.decide(id, { isVerified: false, reason });
    await this.announce(SellerEvents.rejected, row, reason);
    return { success: true, message: 'Seller rejected', seller: toSellerView(row) };
  }

  private async decide(id: string, verdict: { isVerified: boolean; reason: string | null }): Promise<SellerRow> {
    const row = isUuid(id) ? await this.sellers.decide(id, verdict) : undefined;
    if (!row) throw DomainError.notFound('Seller not found');
    return row;
  }

  private async announce(subject: string, row: SellerRow, reason?: string): Promise<void> {
    const event: SellerDecisionEvent = {
      sellerId: row.id,
      businessName: row.businessName,
      isVerified: row.isVerified,
      isActive: row.isActive,
      ...(reason ? { reason } : {}),
      at: new Date().toISOString(),
    };
    await this.platform.events.publish(subject, event);
  }
}

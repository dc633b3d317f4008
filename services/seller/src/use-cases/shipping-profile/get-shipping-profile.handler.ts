import { Injectable } from '@nestjs/common';
import { isUuid, type Principal, type ShippingProfileResponse } from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { ShippingProfilesRepository } from '../../db/shipping-profiles.repository';
import { defaultShippingProfile, toShippingProfile } from '../../domain/shipping-profile';

/** The signed-in seller's own shipping profile; the defaults from its business address until it saves one. */
@Injectable()
export class GetShippingProfileHandler {
  constructor(private readonly profiles: ShippingProfilesRepository) {}

  async execute(principal: Principal): Promise<ShippingProfileResponse> {
    requireRole(principal, 'seller');
    const [seller] = isUuid(principal.id) ? await this.profiles.forSellers([principal.id]) : [];
    if (!seller) throw DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED');
    const profile = seller.saved
      ? toShippingProfile(seller.saved)
      : defaultShippingProfile(seller.sellerId, seller.address.pincode);
    return { success: true, profile };
  }
}

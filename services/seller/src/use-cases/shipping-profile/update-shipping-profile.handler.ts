import { Injectable } from '@nestjs/common';
import { isUuid, type Principal, type ShippingProfileInput, type ShippingProfileResponse } from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import { DomainError, requireRole } from '@thindi/platform';
import { ShippingProfilesRepository } from '../../db/shipping-profiles.repository';
import { SellersRepository } from '../../db/sellers.repository';
import { toShippingProfile, toStoredProfile } from '../../domain/shipping-profile';

/** Saves the signed-in seller's shipping profile; it ships only from a pincode the directory knows. */
@Injectable()
export class UpdateShippingProfileHandler {
  constructor(
    private readonly sellers: SellersRepository,
    private readonly profiles: ShippingProfilesRepository,
  ) {}

  async execute(principal: Principal, input: ShippingProfileInput): Promise<ShippingProfileResponse> {
    requireRole(principal, 'seller');
    if (!lookupPincode(input.originPincode))
      throw DomainError.validation('Please enter a valid pincode', 'ADDRESS.PINCODE_UNKNOWN');
    const seller = isUuid(principal.id) ? await this.sellers.byId(principal.id) : undefined;
    if (!seller) throw DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED');
    const saved = await this.profiles.save(toStoredProfile(seller.id, input));
    return { success: true, profile: toShippingProfile(saved) };
  }
}

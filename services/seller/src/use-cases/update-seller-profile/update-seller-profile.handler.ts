import { Injectable } from '@nestjs/common';
import {
  isUuid,
  PROFILE_SAVED_MESSAGE,
  REVERIFICATION_MESSAGE,
  SellerEvents,
  type Principal,
  type SellerProfileResponse,
  type UpdateSellerProfileInput,
} from '@thindi/contracts';
import { DomainError, requireRole } from '@thindi/platform';
import { changedKycFields, profileChanges } from '../../domain/seller-profile';
import { profileChangedEvent } from '../../domain/seller-notices';
import { toSellerView } from '../../domain/seller-view';
import { SellerDecisions } from '../../messaging/seller-decisions';

const SESSION_ENDED = 'This account no longer exists';

/**
 * The seller edits its business, contact, address and bank details. A change to a KYC field (PAN, GSTIN, bank
 * account or IFSC) makes a verified seller pending again, written to its history; the catalog's mirror follows
 * (its products leave the storefront until an admin approves again).
 */
@Injectable()
export class UpdateSellerProfileHandler {
  constructor(private readonly decisions: SellerDecisions) {}

  async execute(principal: Principal, input: UpdateSellerProfileInput): Promise<SellerProfileResponse> {
    requireRole(principal, 'seller');
    if (!isUuid(principal.id)) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    let kyc: ReturnType<typeof changedKycFields> = [];
    const row = await this.decisions.decide(
      async (moderation) => {
        const before = await moderation.lockedById(principal.id);
        if (!before) return undefined;
        kyc = changedKycFields(before, input);
        return moderation.updateProfile(principal.id, profileChanges(input), kyc);
      },
      (changed) => ({ events: [{ subject: SellerEvents.statusChanged, data: profileChangedEvent(changed) }] }),
    );
    if (!row) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return {
      success: true,
      message: kyc.length ? REVERIFICATION_MESSAGE : PROFILE_SAVED_MESSAGE,
      seller: toSellerView(row),
      reverification: kyc,
    };
  }
}

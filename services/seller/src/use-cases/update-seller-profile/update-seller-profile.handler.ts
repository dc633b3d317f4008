import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  MediaPatterns,
  PROFILE_SAVED_MESSAGE,
  REVERIFICATION_MESSAGE,
  SELLER_DOCUMENT_FIELDS,
  SellerEvents,
  type OwnedFilesResponse,
  type Principal,
  type SellerProfileResponse,
  type UpdateSellerProfileInput,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, ServiceClient, type AppConfig } from '@thindi/platform';
import { publishPublicProfile } from '../../db/public-profiles.repository';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { assertValidGstin } from '../../domain/gstin-check';
import { changedKycFields, profileChanges } from '../../domain/seller-profile';
import { profileChangedEvent } from '../../domain/seller-notices';
import { toSellerView } from '../../domain/seller-view';

const SESSION_ENDED = 'This account no longer exists';

/**
 * The seller edits its business, contact, address and bank details, and may replace its KYC documents. A change
 * to a KYC field (PAN, GSTIN, bank account or IFSC) or document makes a verified seller pending again, written to
 * its history; the catalog's mirror follows (its products leave the storefront until an admin approves again). A
 * changed FSSAI licence or certificate waits for an admin to verify it (decision 035), without a new KYC review, while
 * the licence last verified keeps counting until its own valid-until (a renewal does not stop sales); the catalog
 * hears the public profile (verified licence, about, customer care) and whether the seller sells.
 */
@Injectable()
export class UpdateSellerProfileHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly client: ServiceClient,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, input: UpdateSellerProfileInput): Promise<SellerProfileResponse> {
    requireRole(principal, 'seller');
    if (!isUuid(principal.id)) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    assertValidGstin(input.gstNumber);
    await this.claimOwnDocuments(principal, input);
    let kyc: ReturnType<typeof changedKycFields> = [];
    const row = await this.unitOfWork.run(async (tx, events) => {
      const moderation = new SellerModerationRepository(tx);
      const before = await moderation.lockedById(principal.id);
      if (!before) return undefined;
      kyc = changedKycFields(before, input);
      const changed = await moderation.updateProfile(principal.id, profileChanges(before, input), kyc);
      if (!changed) return undefined;
      events.publish(SellerEvents.statusChanged, profileChangedEvent(changed));
      await publishPublicProfile(tx, events, changed, this.config.FSSAI_GRACE_DAYS);
      return changed;
    });
    if (!row) throw DomainError.unauthorized(SESSION_ENDED, 'AUTH.SESSION_ENDED');
    return {
      success: true,
      message: kyc.length ? REVERIFICATION_MESSAGE : PROFILE_SAVED_MESSAGE,
      seller: toSellerView(row, this.config.FSSAI_GRACE_DAYS),
      reverification: kyc,
    };
  }

  /**
   * Each document key must be one the media service kept for this seller (its kind is in the key, checked by the
   * schema): another seller's document, or a product image, is refused before anything is saved. Asking claims
   * them, so the media service keeps them for good; should the edit then fail, a claimed document is kept unused,
   * never lost.
   */
  private async claimOwnDocuments(principal: Principal, { documents }: UpdateSellerProfileInput): Promise<void> {
    const sent = SELLER_DOCUMENT_FIELDS.flatMap((field) => (documents?.[field] ? [[field, documents[field]]] : []));
    if (!sent.length) return;
    const { owned } = await this.client.query<OwnedFilesResponse>(MediaPatterns.claimDocuments, {
      principal,
      input: { keys: sent.map(([, key]) => key) },
    });
    const unknown = sent.find(([, key]) => !owned.includes(key!));
    if (unknown)
      throw DomainError.validation(
        `${unknown[0]}: not a document you uploaded; please upload it again`,
        'SELLER.DOCUMENT_UNKNOWN',
      );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  FOOD_LICENCE_VERIFIED_MESSAGE,
  isUuid,
  type Principal,
  type SellerDecisionResponse,
  type VerifyFoodLicenceInput,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, requireRole, UnitOfWork, type AppConfig } from '@thindi/platform';
import { publishPublicProfile } from '../../db/public-profiles.repository';
import type { SellerDb } from '../../db/seller-db';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';
import { licenceVerified } from '../../domain/food-licence';
import { assertLicenceVerifiable } from '../../domain/licence-approval';
import { SELLER_NOT_FOUND } from '../../domain/seller-refusal';
import { toAdminSellerView } from '../../domain/seller-view';

/**
 * An admin verifies the FSSAI licence a seller gave or changed (decision 035): a whole licence valid today, which
 * becomes the verified one that counts (and that the storefront shows). The catalog hears at once whether the seller
 * now sells (its products shown again after a lapse).
 */
@Injectable()
export class VerifyFoodLicenceHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moderation: SellerModerationRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
  ) {}

  async execute(principal: Principal, { id }: VerifyFoodLicenceInput): Promise<SellerDecisionResponse> {
    requireRole(principal, 'admin');
    if (!isUuid(id)) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
    const graceDays = this.config.FSSAI_GRACE_DAYS;
    const row = await this.unitOfWork.run(async (tx, events) => {
      const moderation = new SellerModerationRepository(tx);
      const before = await moderation.lockedById(id);
      if (!before) throw DomainError.notFound(SELLER_NOT_FOUND, 'SELLER.NOT_FOUND');
      assertLicenceVerifiable(before, new Date());
      if (before.fssaiVerifiedAt)
        throw DomainError.conflict('This FSSAI licence is already verified', 'SELLER.FSSAI_VERIFIED');
      const verified = (await moderation.verifyLicence(id, licenceVerified(before, new Date())))!;
      await publishPublicProfile(tx, events, verified, graceDays);
      return verified;
    });
    const samePan = await this.moderation.samePan(id, row.panNumber);
    return {
      success: true,
      message: FOOD_LICENCE_VERIFIED_MESSAGE,
      seller: { ...toAdminSellerView(row, graceDays), samePan },
    };
  }
}

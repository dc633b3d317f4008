import { Injectable } from '@nestjs/common';
import type { Principal, SellerFigures } from '@thindi/contracts';
import { requireRole } from '@thindi/platform';
import { SellerModerationRepository } from '../../db/seller-moderation.repository';

/** The seller counts of the admin's dashboard, by state. */
@Injectable()
export class GetSellerFiguresHandler {
  constructor(private readonly moderation: SellerModerationRepository) {}

  execute(principal: Principal): Promise<SellerFigures> {
    requireRole(principal, 'admin');
    return this.moderation.figures();
  }
}

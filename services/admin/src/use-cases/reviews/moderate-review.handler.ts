import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  type ModerateReviewInput,
  type Principal,
  type ReviewResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * An admin approves or hides a review. Reviews belong to the catalog: this service checks the admin, asks the
 * catalog (which checks again, moves the rating and mails the author of a hidden review) and writes the decision
 * into the audit log, with the reason of a hide. A refused decision is not logged.
 */
@Injectable()
export class ModerateReviewHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async execute(principal: Principal, input: ModerateReviewInput): Promise<ReviewResponse> {
    await this.acting.of(principal);
    const answer = await this.client.command<ReviewResponse>(OwnerAdminPatterns.reviews.moderate, {
      principal,
      input,
    });
    const hidden = input.status === 'hidden';
    await this.admins.auditAction({
      adminId: principal.id,
      action: hidden ? AUDIT_ACTIONS.hideReview : AUDIT_ACTIONS.approveReview,
      targetType: 'review',
      targetId: input.id,
      // The audit log reads a reason from the entry's details (as for a seller's rejection).
      details: { productName: answer.review.productName, ...(hidden ? { reason: input.reason } : {}) },
    });
    return answer;
  }
}

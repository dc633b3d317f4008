import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCodes,
  SellerPatterns,
  type Principal,
  type RejectSellerInput,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';

/** Approves or rejects a seller: the seller service decides and announces; this service keeps the audit log. */
@Injectable()
export class DecideSellerHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly admins: AdminsRepository,
  ) {}

  async approve(principal: Principal, id: string): Promise<SellerDecisionResponse> {
    await this.checkAdmin(principal);
    const answer = await this.platform.client.command<SellerDecisionResponse>(SellerPatterns.approve, { id });
    await this.admins.auditAction({
      adminId: principal.id,
      action: 'seller.approve',
      targetType: 'seller',
      targetId: id,
    });
    return answer;
  }

  async reject(principal: Principal, input: RejectSellerInput): Promise<SellerDecisionResponse> {
    await this.checkAdmin(principal);
    const answer = await this.platform.client.command<SellerDecisionResponse>(SellerPatterns.reject, input);
    await this.admins.auditAction({
      adminId: principal.id,
      action: 'seller.reject',
      targetType: 'seller',
      targetId: input.id,
      details: { reason: input.reason },
    });
    return answer;
  }

  private async checkAdmin(principal: Principal): Promise<void> {
    if (principal.role !== 'admin') throw DomainError.forbidden('This call needs an admin account');
    const admin = await this.admins.findById(principal.id);
    if (!admin?.isActive)
      throw new DomainError(ErrorCodes.unauthorized, 'This account is deactivated or no longer exists');
  }
}

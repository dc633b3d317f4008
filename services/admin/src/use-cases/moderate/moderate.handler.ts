import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  SellerPatterns,
  type AdminFeatureProductInput,
  type AdminProductToggleResponse,
  type AdminSellerActionResponse,
  type AdminSellerDocumentInput,
  type AdminToggleInput,
  type AdminUserToggleResponse,
  type AuditAction,
  type Principal,
  type RejectSellerInput,
  type SellerDocumentLocation,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * The admin's commands: the owner of the data makes the change (and announces it); this service checks the
 * admin first and then writes who did what, to what, when and why into the audit log. A refused command
 * (unknown id, wrong state) changes nothing and is not logged.
 */
@Injectable()
export class ModerateHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async approveSeller(principal: Principal, id: string): Promise<AdminSellerActionResponse> {
    const answer = await this.run<AdminSellerActionResponse>(principal, SellerPatterns.approve, { id });
    await this.log(principal, AUDIT_ACTIONS.approveSeller, 'seller', id, { businessName: answer.seller.businessName });
    return answer;
  }

  /** Verifies the seller's pending FSSAI licence (the seller service decides), logged with the number verified. */
  async verifyFoodLicence(principal: Principal, id: string): Promise<AdminSellerActionResponse> {
    const answer = await this.run<AdminSellerActionResponse>(principal, SellerPatterns.verifyFoodLicence, { id });
    await this.log(principal, AUDIT_ACTIONS.verifyFoodLicence, 'seller', id, {
      businessName: answer.seller.businessName,
      fssaiLicenceNumber: answer.seller.foodLicence.number,
    });
    return answer;
  }

  async rejectSeller(principal: Principal, input: RejectSellerInput): Promise<AdminSellerActionResponse> {
    const answer = await this.run<AdminSellerActionResponse>(principal, SellerPatterns.reject, input);
    await this.log(principal, AUDIT_ACTIONS.rejectSeller, 'seller', input.id, {
      businessName: answer.seller.businessName,
      reason: input.reason,
    });
    return answer;
  }

  async toggleSeller(principal: Principal, input: AdminToggleInput): Promise<AdminSellerActionResponse> {
    const answer = await this.run<AdminSellerActionResponse>(principal, OwnerAdminPatterns.sellers.toggle, input);
    await this.log(principal, AUDIT_ACTIONS.toggleSeller, 'seller', input.id, {
      businessName: answer.seller.businessName,
      isActive: answer.seller.isActive,
      ...(input.reason ? { reason: input.reason } : {}),
    });
    return answer;
  }

  async toggleUser(principal: Principal, input: AdminToggleInput): Promise<AdminUserToggleResponse> {
    const answer = await this.run<AdminUserToggleResponse>(principal, OwnerAdminPatterns.users.toggle, input);
    await this.log(principal, AUDIT_ACTIONS.toggleUser, 'user', input.id, {
      email: answer.user.email,
      isActive: answer.user.isActive,
      ...(input.reason ? { reason: input.reason } : {}),
    });
    return answer;
  }

  async toggleProduct(principal: Principal, input: AdminToggleInput): Promise<AdminProductToggleResponse> {
    const answer = await this.run<AdminProductToggleResponse>(principal, OwnerAdminPatterns.products.toggle, input);
    await this.log(principal, AUDIT_ACTIONS.toggleProduct, 'product', input.id, {
      name: answer.product.name,
      isActive: answer.product.isActive,
      ...(input.reason ? { reason: input.reason } : {}),
    });
    return answer;
  }

  async featureProduct(principal: Principal, input: AdminFeatureProductInput): Promise<AdminProductToggleResponse> {
    const answer = await this.run<AdminProductToggleResponse>(principal, OwnerAdminPatterns.products.feature, input);
    await this.log(principal, AUDIT_ACTIONS.featureProduct, 'product', input.id, {
      name: answer.product.name,
      featured: answer.product.featured,
    });
    return answer;
  }

  /** Where a seller's KYC document is; looking at one is logged too (these are identity papers). */
  async sellerDocument(principal: Principal, { id, kind }: AdminSellerDocumentInput): Promise<SellerDocumentLocation> {
    await this.acting.of(principal);
    const location = await this.client.query<SellerDocumentLocation>(SellerPatterns.document, {
      principal,
      input: { kind, sellerId: id },
    });
    await this.log(principal, AUDIT_ACTIONS.viewSellerDocument, 'seller', id, { kind });
    return location;
  }

  private async run<T>(principal: Principal, pattern: string, input: unknown): Promise<T> {
    await this.acting.of(principal);
    return this.client.command<T>(pattern, { principal, input });
  }

  private log(
    principal: Principal,
    action: AuditAction,
    targetType: string,
    targetId: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.admins.auditAction({ adminId: principal.id, action, targetType, targetId, details });
  }
}

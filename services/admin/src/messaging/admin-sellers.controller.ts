import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminModerationPatterns,
  AdminPatterns,
  adminSellerDocumentSchema,
  adminSellerListQuerySchema,
  adminTargetSchema,
  adminToggleSchema,
  OwnerAdminPatterns,
  rejectSellerSchema,
  withPrincipal,
  type AdminSellerActionResponse,
  type AdminSellerListResponse,
  type AdminSellerResponse,
  type SellerDocumentLocation,
  verifyFoodLicenceSchema,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { ModerateHandler } from '../use-cases/moderate/moderate.handler';

/**
 * Seller moderation: the list, one seller with its documents, approve, verify its FSSAI licence, reject with a
 * reason, (de)activate.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminSellersController {
  constructor(
    private readonly browse: BrowseHandler,
    private readonly moderate: ModerateHandler,
  ) {}

  @MessagePattern(AdminModerationPatterns.listSellers)
  list(@Payload() payload: unknown): Promise<AdminSellerListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminSellerListQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.sellers.list, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.getSeller)
  get(@Payload() payload: unknown): Promise<AdminSellerResponse> {
    const { principal, input } = parseInput(withPrincipal(adminTargetSchema), payload);
    return this.browse.ask(OwnerAdminPatterns.sellers.get, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.sellerDocument)
  document(@Payload() payload: unknown): Promise<SellerDocumentLocation> {
    const { principal, input } = parseInput(withPrincipal(adminSellerDocumentSchema), payload);
    return this.moderate.sellerDocument(principal, input);
  }

  @MessagePattern(AdminPatterns.approveSeller)
  approve(@Payload() payload: unknown): Promise<AdminSellerActionResponse> {
    const { principal, input } = parseInput(withPrincipal(adminTargetSchema), payload);
    return this.moderate.approveSeller(principal, input.id);
  }

  @MessagePattern(AdminModerationPatterns.verifyFoodLicence)
  verifyFoodLicence(@Payload() payload: unknown): Promise<AdminSellerActionResponse> {
    const { principal, input } = parseInput(withPrincipal(verifyFoodLicenceSchema), payload);
    return this.moderate.verifyFoodLicence(principal, input.id);
  }

  @MessagePattern(AdminPatterns.rejectSeller)
  reject(@Payload() payload: unknown): Promise<AdminSellerActionResponse> {
    const { principal, input } = parseInput(withPrincipal(rejectSellerSchema), payload);
    return this.moderate.rejectSeller(principal, input);
  }

  @MessagePattern(AdminModerationPatterns.toggleSeller)
  toggle(@Payload() payload: unknown): Promise<AdminSellerActionResponse> {
    const { principal, input } = parseInput(withPrincipal(adminToggleSchema), payload);
    return this.moderate.toggleSeller(principal, input);
  }
}

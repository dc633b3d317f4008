import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  adminSellerListQuerySchema,
  adminTargetSchema,
  adminToggleSchema,
  approveSellerSchema,
  OwnerAdminPatterns,
  principalSchema,
  rejectSellerSchema,
  SellerPatterns,
  withPrincipal,
  type AdminSellerActionResponse,
  type AdminSellerListResponse,
  type AdminSellerResponse,
  type SellerDecisionResponse,
  type SellerFigures,
  verifyFoodLicenceSchema,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ApproveSellerHandler } from '../use-cases/approve-seller/approve-seller.handler';
import { GetSellerFiguresHandler } from '../use-cases/get-seller-figures/get-seller-figures.handler';
import { GetSellerHandler } from '../use-cases/get-seller/get-seller.handler';
import { ListSellersHandler } from '../use-cases/list-sellers/list-sellers.handler';
import { RejectSellerHandler } from '../use-cases/reject-seller/reject-seller.handler';
import { ToggleSellerActiveHandler } from '../use-cases/toggle-seller-active/toggle-seller-active.handler';
import { VerifyFoodLicenceHandler } from '../use-cases/verify-food-licence/verify-food-licence.handler';

/**
 * What the admin service asks about sellers ({principal, input} each). The admin service checked the admin
 * already; every use case checks again, since the data is guarded where it lives.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminSellersController {
  constructor(
    private readonly listSellers: ListSellersHandler,
    private readonly getSeller: GetSellerHandler,
    private readonly figuresOf: GetSellerFiguresHandler,
    private readonly approveSeller: ApproveSellerHandler,
    private readonly rejectSeller: RejectSellerHandler,
    private readonly toggleSeller: ToggleSellerActiveHandler,
    private readonly verifyLicence: VerifyFoodLicenceHandler,
  ) {}

  @MessagePattern(OwnerAdminPatterns.sellers.list)
  list(@Payload() payload: unknown): Promise<AdminSellerListResponse> {
    const { principal, input } = parseInput(withPrincipal(adminSellerListQuerySchema), payload);
    return this.listSellers.execute(principal, input);
  }

  @MessagePattern(OwnerAdminPatterns.sellers.get)
  get(@Payload() payload: unknown): Promise<AdminSellerResponse> {
    const { principal, input } = parseInput(withPrincipal(adminTargetSchema), payload);
    return this.getSeller.execute(principal, input);
  }

  /** Takes no input: whatever `input` holds is ignored. */
  @MessagePattern(OwnerAdminPatterns.sellers.figures)
  figures(@Payload() payload: unknown): Promise<SellerFigures> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.figuresOf.execute(principal);
  }

  @MessagePattern(SellerPatterns.approve)
  approve(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const { principal, input } = parseInput(withPrincipal(approveSellerSchema), payload);
    return this.approveSeller.execute(principal, input);
  }

  @MessagePattern(SellerPatterns.reject)
  reject(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const { principal, input } = parseInput(withPrincipal(rejectSellerSchema), payload);
    return this.rejectSeller.execute(principal, input);
  }

  @MessagePattern(SellerPatterns.verifyFoodLicence)
  verifyFoodLicence(@Payload() payload: unknown): Promise<SellerDecisionResponse> {
    const { principal, input } = parseInput(withPrincipal(verifyFoodLicenceSchema), payload);
    return this.verifyLicence.execute(principal, input);
  }

  @MessagePattern(OwnerAdminPatterns.sellers.toggle)
  toggle(@Payload() payload: unknown): Promise<AdminSellerActionResponse> {
    const { principal, input } = parseInput(withPrincipal(adminToggleSchema), payload);
    return this.toggleSeller.execute(principal, input);
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  principalSchema,
  registerSellerSchema,
  SellerPatterns,
  sellerDocumentQuerySchema,
  sellerVerifyEmailSchema,
  closeShopSchema,
  withPrincipal,
  type CloseShopResponse,
  type SellerAuthResponse,
  type SellerStatsResponse,
  type SellerDocumentLocation,
  type SellerMeResponse,
  type SellerVerifyEmailResponse,
  type SellerProfileResponse,
  type SellerResubmitResponse,
  updateSellerProfileSchema,
  uploadSellerDocumentSchema,
  type SellerDocumentUploadResponse,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { CloseShopHandler } from '../use-cases/close-shop/close-shop.handler';
import { GetStatsHandler } from '../use-cases/get-stats/get-stats.handler';
import { GetMeHandler } from '../use-cases/get-me/get-me.handler';
import { LocateDocumentHandler } from '../use-cases/locate-document/locate-document.handler';
import { RegisterSellerHandler } from '../use-cases/register-seller/register-seller.handler';
import { ResubmitSellerHandler } from '../use-cases/resubmit-seller/resubmit-seller.handler';
import { UpdateSellerProfileHandler } from '../use-cases/update-seller-profile/update-seller-profile.handler';
import { UploadDocumentHandler } from '../use-cases/upload-document/upload-document.handler';
import { VerifyEmailHandler } from '../use-cases/verify-email/verify-email.handler';

/** Registration, the seller's own account and its documents. Every payload is validated here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SellersController {
  constructor(
    private readonly register: RegisterSellerHandler,
    private readonly me: GetMeHandler,
    private readonly locate: LocateDocumentHandler,
    private readonly stats: GetStatsHandler,
    private readonly verify: VerifyEmailHandler,
    private readonly updateProfile: UpdateSellerProfileHandler,
    private readonly resubmitApplication: ResubmitSellerHandler,
    private readonly uploadDocument: UploadDocumentHandler,
    private readonly shopClosing: CloseShopHandler,
  ) {}

  @MessagePattern(SellerPatterns.updateProfile)
  update(@Payload() payload: unknown): Promise<SellerProfileResponse> {
    const { principal, input } = parseInput(withPrincipal(updateSellerProfileSchema), payload);
    return this.updateProfile.execute(principal, input);
  }

  @MessagePattern(SellerPatterns.uploadDocument)
  upload(@Payload() payload: unknown): Promise<SellerDocumentUploadResponse> {
    const { principal, input } = parseInput(withPrincipal(uploadSellerDocumentSchema), payload);
    return this.uploadDocument.execute(principal, input);
  }

  /** Takes no input: whatever `input` holds is ignored. */
  @MessagePattern(SellerPatterns.resubmit)
  resubmit(@Payload() payload: unknown): Promise<SellerResubmitResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.resubmitApplication.execute(principal);
  }

  @MessagePattern(SellerPatterns.stats)
  getStats(@Payload() payload: unknown): Promise<SellerStatsResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.stats.execute(principal);
  }

  @MessagePattern(SellerPatterns.register)
  registerSeller(@Payload() payload: unknown): Promise<SellerAuthResponse> {
    // The sign-up form shows one message at a time, in its own words.
    return this.register.execute(parseInput(registerSellerSchema, payload, FIRST_ISSUE_ONLY));
  }

  @MessagePattern(SellerPatterns.me)
  getMe(@Payload() payload: unknown): Promise<SellerMeResponse> {
    const { principal } = parseInput(z.object({ principal: principalSchema }), payload);
    return this.me.execute(principal);
  }

  @MessagePattern(SellerPatterns.closeShop)
  closeShop(@Payload() payload: unknown): Promise<CloseShopResponse> {
    const { principal, input } = parseInput(withPrincipal(closeShopSchema), payload);
    return this.shopClosing.execute(principal, input);
  }

  @MessagePattern(SellerPatterns.verifyEmail)
  verifyEmail(@Payload() payload: unknown): Promise<SellerVerifyEmailResponse> {
    const { principal, input } = parseInput(withPrincipal(sellerVerifyEmailSchema), payload);
    return this.verify.execute(principal, input);
  }

  @MessagePattern(SellerPatterns.document)
  document(@Payload() payload: unknown): Promise<SellerDocumentLocation> {
    const { principal, input } = parseInput(withPrincipal(sellerDocumentQuerySchema), payload);
    return this.locate.execute(principal, input);
  }
}

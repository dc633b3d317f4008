import { Body, Controller, Get, Inject, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminModerationPatterns,
  AdminPatterns,
  adminSellerDocumentSchema,
  adminSellerListQuerySchema,
  adminTargetSchema,
  adminToggleSchema,
  rejectSellerSchema,
  type AdminSellerActionResponse,
  type AdminSellerListResponse,
  type AdminSellerResponse,
  type Principal,
  type SellerDocumentLocation,
  adminSellerActionResponseSchema,
  adminSellerListResponseSchema,
  adminSellerResponseSchema,
  adminToggleBodySchema,
  verifyFoodLicenceSchema,
} from '@thindi/contracts';
import { FILE_STORAGE, FIRST_ISSUE_ONLY, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { parseRequest, toggleInput } from '../http/parse';
import { sendPrivateFile } from '../http/send-private-file';
import { ApiBodies } from '../http/openapi';

/**
 * Seller moderation. The admin service checks the admin and keeps the audit log; the seller service owns the
 * seller and decides. Verified = verified and active; Pending = active, not verified; Inactive = not active.
 */
@ApiTags('admin')
@Controller('admin/sellers')
export class AdminSellersController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly principals: PrincipalCheck,
  ) {}

  /** Every verdict may change whether the seller's tokens work: this gateway forgets its answer at once. */
  private async decide(pattern: string, principal: Principal, input: unknown): Promise<AdminSellerActionResponse> {
    const answer = await this.client.command<AdminSellerActionResponse>(pattern, { principal, input });
    this.principals.forget({ role: 'seller', id: answer.seller.id });
    return answer;
  }

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Sellers, newest first: search (business, owner, e-mail, phone, PAN), status, paging' })
  @ApiBodies({
    query: adminSellerListQuerySchema,
    response: adminSellerListResponseSchema,
    description: '{ success, sellers, pagination }',
  })
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminSellerListResponse> {
    const input = parseRequest(adminSellerListQuerySchema, query);
    return this.client.query(AdminModerationPatterns.listSellers, { principal, input });
  }

  @Get(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'One seller: business, address, masked bank details, documents, status, rejection reason' })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({ response: adminSellerResponseSchema, description: '{ success, seller }; 404 when unknown' })
  get(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<AdminSellerResponse> {
    const input = parseRequest(adminTargetSchema, { id });
    return this.client.query(AdminModerationPatterns.getSeller, { principal, input });
  }

  @Get(':id/documents/:kind')
  @Auth('admin')
  @ApiOperation({
    summary:
      "A seller's KYC document (aadhar, pan or bank) or FSSAI certificate (fssai), streamed; each view is audit-logged",
  })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiParam({ name: 'kind', enum: ['aadhar', 'pan', 'bank', 'fssai'] })
  @ApiBodies({ response: 'file' })
  async document(
    @Param('id') id: string,
    @Param('kind') kind: string,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ) {
    const input = parseRequest(adminSellerDocumentSchema, { id, kind });
    const location = await this.client.query<SellerDocumentLocation>(AdminModerationPatterns.sellerDocument, {
      principal,
      input,
    });
    return sendPrivateFile(reply, this.storage, location);
  }

  @Patch(':id/approve')
  @Auth('admin')
  @ApiOperation({
    summary:
      'Approves a pending or inactive seller: verified and active, its FSSAI licence verified, its products go live',
  })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({
    response: adminSellerActionResponseSchema,
    description:
      '{ success, message, seller }; 400 without an FSSAI licence (number, valid-until, certificate) or with an ' +
      'expired one; 404 when unknown; 409 when already verified',
  })
  approve(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<AdminSellerActionResponse> {
    return this.decide(AdminPatterns.approveSeller, principal, parseRequest(adminTargetSchema, { id }));
  }

  @Patch(':id/fssai-licence/verify')
  @Auth('admin')
  @ApiOperation({
    summary:
      "Verifies a seller's pending FSSAI licence (given at sign-up or changed since): it counts from now on; " +
      'audit-logged',
  })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({
    response: adminSellerActionResponseSchema,
    description:
      '{ success, message, seller }; 400 when the seller gave no whole licence or it expired; 404 when unknown; ' +
      '409 when already verified',
  })
  verifyFoodLicence(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminSellerActionResponse> {
    // Through the admin service, which checks the admin and writes the audit entry; the seller service decides.
    return this.client.command(AdminModerationPatterns.verifyFoodLicence, {
      principal,
      input: parseRequest(verifyFoodLicenceSchema, { id }),
    });
  }

  @Patch(':id/reject')
  @Auth('admin')
  @ApiOperation({ summary: 'Rejects a seller with a reason: inactive, out of the storefront, told by e-mail' })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({
    body: rejectSellerSchema.omit({ id: true }),
    response: adminSellerActionResponseSchema,
    description: '{ success, message, seller }; 400 without a reason; 404; 409 when inactive',
  })
  reject(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminSellerActionResponse> {
    const reason = (body as { reason?: unknown } | undefined)?.reason;
    const input = parseRequest(rejectSellerSchema, { id, reason }, FIRST_ISSUE_ONLY);
    return this.decide(AdminPatterns.rejectSeller, principal, input);
  }

  @Patch(':id/toggle-status')
  @Auth('admin')
  @ApiOperation({ summary: 'Switches a seller off (products hidden, sign-in refused) or on again' })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiBodies({
    body: adminToggleBodySchema,
    response: adminSellerActionResponseSchema,
    description: '{ success, message, seller }; body { isActive } optional: 409 if already so; 404',
  })
  toggle(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminSellerActionResponse> {
    const input = parseRequest(adminToggleSchema, toggleInput(id, body));
    return this.decide(AdminModerationPatterns.toggleSeller, principal, input);
  }
}

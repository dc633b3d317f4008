import { Body, Controller, Inject, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminPatterns,
  approveSellerSchema,
  firstIssueMessage,
  rejectSellerSchema,
  type Principal,
  type SellerDecisionResponse,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { parseRequest } from '../http/parse';

/** Seller approval by an admin; the admin service keeps the audit log, the seller service decides. */
@ApiTags('admin')
@Controller('admin/sellers')
export class AdminSellersController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Patch(':id/approve')
  @Auth('admin')
  @ApiOperation({ summary: 'Approves a seller: its active products appear in the storefront' })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiOkResponse({ description: '{ success, message, seller }; 404 when unknown' })
  approve(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<SellerDecisionResponse> {
    const input = parseRequest(approveSellerSchema, { id });
    return this.platform.client.command(AdminPatterns.approveSeller, { principal, input });
  }

  @Patch(':id/reject')
  @Auth('admin')
  @ApiOperation({ summary: 'Rejects a seller with a reason: it stays unverified and out of the storefront' })
  @ApiParam({ name: 'id', description: 'Seller id' })
  @ApiOkResponse({ description: '{ success, message, seller }; 400 without a reason; 404 when unknown' })
  reject(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SellerDecisionResponse> {
    const reason = (body as { reason?: unknown } | undefined)?.reason;
    const parsed = rejectSellerSchema.safeParse({ id, reason });
    if (!parsed.success) throw DomainError.validation(firstIssueMessage(parsed.error));
    return this.platform.client.command(AdminPatterns.rejectSeller, { principal, input: parsed.data });
  }
}

import { Body, Controller, HttpCode, Inject, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SellerPatterns,
  sellerProfileResponseSchema,
  sellerResubmitResponseSchema,
  updateSellerProfileSchema,
  type Principal,
  type SellerProfileResponse,
  type SellerResubmitResponse,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** The signed-in seller edits its profile, and a rejected one sends its application for review again. */
@ApiTags('sellers')
@Controller('sellers/me')
export class SellerProfileController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Patch()
  @Auth('seller')
  @ApiOperation({
    summary:
      "Saves the seller's business, contact, address and bank details (a blank account number keeps the stored " +
      'one); a changed PAN, GSTIN, bank account or IFSC makes a verified seller pending again (`reverification` ' +
      'names them); 400 naming the field of a bad value',
  })
  @ApiBodies({ body: updateSellerProfileSchema, response: sellerProfileResponseSchema })
  update(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SellerProfileResponse> {
    const input = parseRequest(updateSellerProfileSchema, body);
    return this.platform.client.command(SellerPatterns.updateProfile, { principal, input });
  }

  @Post('resubmit')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary: 'A rejected seller asks to be reviewed again: pending, waiting for an admin; 409 when not rejected',
  })
  @ApiBodies({ response: sellerResubmitResponseSchema })
  resubmit(@CurrentPrincipal() principal: Principal): Promise<SellerResubmitResponse> {
    return this.platform.client.command(SellerPatterns.resubmit, { principal, input: {} });
  }
}

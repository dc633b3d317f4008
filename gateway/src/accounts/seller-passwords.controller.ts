import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  PasswordPatterns,
  resetPasswordSchema,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type Principal,
  type SellerAuthResponse,
  type SignedOutResponse,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';

/** A seller's password (change, forgotten, reset) and sessions; rate limited like sign-in. */
@ApiTags('sellers')
@Controller('sellers')
@UseGuards(RateLimitGuard)
export class SellerPasswordsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('change-password')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: 'Change the password (current one required); ends every other session' })
  @ApiOkResponse({ description: '{ success, message, token }: the fresh token of this session' })
  changePassword(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PasswordChangedResponse> {
    const input = parseRequest(changePasswordSchema, body);
    return this.platform.client.command(PasswordPatterns.seller.change, { principal, input });
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a 6-digit password reset code if a seller has the address (same answer if not)' })
  @ApiOkResponse({ description: '{ success, message }' })
  forgotPassword(@Body() body: unknown): Promise<ForgotPasswordResponse> {
    return this.platform.client.command(PasswordPatterns.seller.forgot, parseRequest(forgotPasswordSchema, body));
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, signs in' })
  @ApiOkResponse({ description: '{ success, message, token, seller }' })
  resetPassword(@Body() body: unknown): Promise<SellerAuthResponse> {
    return this.platform.client.command(PasswordPatterns.seller.reset, parseRequest(resetPasswordSchema, body));
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: "End every session of the seller account, this one's too" })
  @ApiOkResponse({ description: '{ success, message }' })
  signOutEverywhere(@CurrentPrincipal() principal: Principal): Promise<SignedOutResponse> {
    return this.platform.client.command(PasswordPatterns.seller.signOutEverywhere, { principal, input: {} });
  }
}

import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  forgotPasswordResponseSchema,
  passwordChangedResponseSchema,
  sellerAuthResponseSchema,
  signedOutResponseSchema,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

/**
 * A seller's password (change, forgotten, reset) and sessions; rate limited like sign-in. After a revocation
 * this gateway forgets the seller's cached check at once; the others hear of it through the seller service's event.
 */
@ApiTags('sellers')
@Controller('sellers')
@UseGuards(RateLimitGuard)
export class SellerPasswordsController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly principals: PrincipalCheck,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: 'Change the password (current one required); ends every other session' })
  @ApiBodies({
    body: changePasswordSchema,
    response: passwordChangedResponseSchema,
    description: '{ success, message, token }: the fresh token of this session',
  })
  async changePassword(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
  ): Promise<PasswordChangedResponse> {
    const input = parseRequest(changePasswordSchema, body);
    const answer = await this.platform.client.command<PasswordChangedResponse>(PasswordPatterns.seller.change, {
      principal,
      input,
    });
    this.principals.forget(principal);
    return answer;
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a 6-digit password reset code if a seller has the address (same answer if not)' })
  @ApiBodies({
    body: forgotPasswordSchema,
    response: forgotPasswordResponseSchema,
    description: '{ success, message }',
  })
  forgotPassword(@Body() body: unknown): Promise<ForgotPasswordResponse> {
    return this.platform.client.command(PasswordPatterns.seller.forgot, parseRequest(forgotPasswordSchema, body));
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, signs in' })
  @ApiBodies({
    body: resetPasswordSchema,
    response: sellerAuthResponseSchema,
    description: '{ success, message, token, seller }',
  })
  async resetPassword(@Body() body: unknown): Promise<SellerAuthResponse> {
    const input = parseRequest(resetPasswordSchema, body);
    const answer = await this.platform.client.command<SellerAuthResponse>(PasswordPatterns.seller.reset, input);
    this.principals.forget({ role: 'seller', id: answer.seller.id });
    return answer;
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: "End every session of the seller account, this one's too" })
  @ApiBodies({ response: signedOutResponseSchema, description: '{ success, message }' })
  async signOutEverywhere(@CurrentPrincipal() principal: Principal): Promise<SignedOutResponse> {
    const answer = await this.platform.client.command<SignedOutResponse>(PasswordPatterns.seller.signOutEverywhere, {
      principal,
      input: {},
    });
    this.principals.forget(principal);
    return answer;
  }
}

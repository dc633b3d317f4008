import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  PasswordPatterns,
  resetPasswordSchema,
  setPasswordSchema,
  type AuthResponse,
  type ForgotPasswordResponse,
  type PasswordChangedResponse,
  type Principal,
  type ResetPasswordMessage,
  type SignedOutResponse,
  authResponseSchema,
  forgotPasswordResponseSchema,
  passwordChangedResponseSchema,
  signedOutResponseSchema,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, ClientAddress, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

/**
 * A customer's password (change, first one, forgotten, reset) and sessions; rate limited like sign-in. After a
 * revocation this gateway forgets the customer's cached check at once; the others hear of it through the event.
 */
@ApiTags('customer auth')
@Controller('auth')
@UseGuards(RateLimitGuard)
export class CustomerPasswordsController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly principals: PrincipalCheck,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: 'Change the password (current one required); ends every other session' })
  @ApiBodies({
    body: changePasswordSchema,
    response: passwordChangedResponseSchema,
    description: '{ success, message, token }: the fresh token of this session',
  })
  changePassword(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PasswordChangedResponse> {
    return this.renew(PasswordPatterns.customer.change, principal, parseRequest(changePasswordSchema, body));
  }

  @Post('password')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({
    summary: 'Choose a first password, for an account without one (after its first code sign-in); 409 when it has one',
  })
  @ApiBodies({
    body: setPasswordSchema,
    response: passwordChangedResponseSchema,
    description: '{ success, message, token }: the fresh token of this session',
  })
  setPassword(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<PasswordChangedResponse> {
    return this.renew(PasswordPatterns.customer.set, principal, parseRequest(setPasswordSchema, body));
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a 6-digit password reset code if an account has the address (same answer if not)' })
  @ApiBodies({
    body: forgotPasswordSchema,
    response: forgotPasswordResponseSchema,
    description: '{ success, message }',
  })
  forgotPassword(@Body() body: unknown): Promise<ForgotPasswordResponse> {
    return this.platform.client.command(PasswordPatterns.customer.forgot, parseRequest(forgotPasswordSchema, body));
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, signs in' })
  @ApiBodies({
    body: resetPasswordSchema,
    response: authResponseSchema,
    description: '{ success, message, token, user }',
  })
  async resetPassword(@Body() body: unknown, @ClientAddress() clientAddress: string): Promise<AuthResponse> {
    const input: ResetPasswordMessage = { ...parseRequest(resetPasswordSchema, body), clientAddress };
    const answer = await this.platform.client.command<AuthResponse>(PasswordPatterns.customer.reset, input);
    this.principals.forget({ role: 'customer', id: answer.user.id });
    return answer;
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "End every session of the account, this one's too" })
  @ApiBodies({ response: signedOutResponseSchema, description: '{ success, message }' })
  async signOutEverywhere(@CurrentPrincipal() principal: Principal): Promise<SignedOutResponse> {
    const input = {};
    const answer = await this.platform.client.command<SignedOutResponse>(PasswordPatterns.customer.signOutEverywhere, {
      principal,
      input,
    });
    this.principals.forget(principal);
    return answer;
  }

  /** A call that starts a new session version: this gateway forgets the old one at once. */
  private async renew(pattern: string, principal: Principal, input: unknown): Promise<PasswordChangedResponse> {
    const answer = await this.platform.client.command<PasswordChangedResponse>(pattern, { principal, input });
    this.principals.forget(principal);
    return answer;
  }
}

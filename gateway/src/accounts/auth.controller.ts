import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthPatterns,
  changePasswordSchema,
  forgotPasswordSchema,
  PasswordPatterns,
  resetPasswordSchema,
  completeRegistrationSchema,
  loginSchema,
  loginWithOtpSchema,
  registerSchema,
  sendOtpSchema,
  verifyOtpSchema,
  type AuthResponse,
  type ForgotPasswordResponse,
  type MeResponse,
  type PasswordChangedResponse,
  type Principal,
  type RegisterResponse,
  type SendOtpResponse,
  type SignedOutResponse,
  authResponseSchema,
  forgotPasswordResponseSchema,
  meResponseSchema,
  passwordChangedResponseSchema,
  registerResponseSchema,
  sendOtpResponseSchema,
  signedOutResponseSchema,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

const AUTH_ANSWER = '{ success, message, token, user }';

/** Customer sign-up and sign-in (spec sections 4 and 7). Code and password calls are rate limited. */
@ApiTags('customer auth')
@Controller('auth')
export class CustomerAuthController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly principals: PrincipalCheck,
  ) {}

  @Post('send-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'E-mail a 6-digit code (type registration or login); one per minute, valid 10 minutes' })
  @ApiBodies({ body: sendOtpSchema, response: sendOtpResponseSchema, description: '{ success, message, otpExpiry }' })
  sendOtp(@Body() body: unknown): Promise<SendOtpResponse> {
    return this.platform.client.command(AuthPatterns.sendOtp, parseRequest(sendOtpSchema, body));
  }

  @Post('verify-otp')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Check a registration code and create the verified account' })
  @ApiBodies({ body: verifyOtpSchema, response: authResponseSchema, status: 201, description: AUTH_ANSWER })
  verifyOtp(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.verifyOtp, parseRequest(verifyOtpSchema, body));
  }

  @Post('complete-registration')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Create the account of an e-mail verified by a code in the last 10 minutes' })
  @ApiBodies({ body: completeRegistrationSchema, response: authResponseSchema, status: 201, description: AUTH_ANSWER })
  completeRegistration(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(
      AuthPatterns.completeRegistration,
      parseRequest(completeRegistrationSchema, body),
    );
  }

  @Post('register')
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary: 'Create an unverified account; no token: the e-mail is proven by a code sign-in (Login with OTP) first',
  })
  @ApiBodies({
    body: registerSchema,
    response: registerResponseSchema,
    status: 201,
    description: '{ success, message }',
  })
  register(@Body() body: unknown): Promise<RegisterResponse> {
    return this.platform.client.command(AuthPatterns.register, parseRequest(registerSchema, body));
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Password sign-in' })
  @ApiBodies({ body: loginSchema, response: authResponseSchema, description: AUTH_ANSWER })
  login(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.login, parseRequest(loginSchema, body));
  }

  @Post('login-with-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Sign in with an e-mailed code (also verifies the e-mail)' })
  @ApiBodies({ body: loginWithOtpSchema, response: authResponseSchema, description: AUTH_ANSWER })
  loginWithOtp(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.loginWithOtp, parseRequest(loginWithOtpSchema, body));
  }

  @Post('change-password')
  @HttpCode(200)
  @Auth('customer')
  @UseGuards(RateLimitGuard)
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
    const answer = await this.platform.client.command<PasswordChangedResponse>(PasswordPatterns.customer.change, {
      principal,
      input,
    });
    // This gateway forgets the old session at once; the others hear of it through the owner's event.
    this.principals.forget(principal);
    return answer;
  }

  @Post('forgot-password')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
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
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; ends every session, signs in' })
  @ApiBodies({ body: resetPasswordSchema, response: authResponseSchema, description: AUTH_ANSWER })
  async resetPassword(@Body() body: unknown): Promise<AuthResponse> {
    const input = parseRequest(resetPasswordSchema, body);
    const answer = await this.platform.client.command<AuthResponse>(PasswordPatterns.customer.reset, input);
    this.principals.forget({ role: 'customer', id: answer.user.id });
    return answer;
  }

  @Post('sign-out-everywhere')
  @HttpCode(200)
  @Auth('customer')
  @UseGuards(RateLimitGuard)
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

  @Get('me')
  @Auth('customer')
  @ApiOperation({ summary: 'The signed-in customer' })
  @ApiBodies({ response: meResponseSchema, description: '{ success, user }' })
  me(@CurrentPrincipal() principal: Principal): Promise<MeResponse> {
    return this.platform.client.query(AuthPatterns.me, { principal, input: {} });
  }
}

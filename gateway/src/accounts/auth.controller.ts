import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthPatterns,
  completeRegistrationSchema,
  loginSchema,
  loginWithOtpSchema,
  registerSchema,
  sendOtpSchema,
  verifyOtpSchema,
  type AuthResponse,
  type MeResponse,
  type Principal,
  type SendOtpResponse,
} from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';

const AUTH_ANSWER = '{ success, message, token, user }';

/** Customer sign-up and sign-in (spec sections 4 and 7). Code and password calls are rate limited. */
@ApiTags('customer auth')
@Controller('auth')
export class CustomerAuthController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post('send-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'E-mail a 6-digit code (type registration or login); one per minute, valid 10 minutes' })
  @ApiOkResponse({ description: '{ success, message, otpExpiry }' })
  sendOtp(@Body() body: unknown): Promise<SendOtpResponse> {
    return this.platform.client.command(AuthPatterns.sendOtp, parseRequest(sendOtpSchema, body));
  }

  @Post('verify-otp')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Check a registration code and create the verified account' })
  @ApiOkResponse({ description: AUTH_ANSWER })
  verifyOtp(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.verifyOtp, parseRequest(verifyOtpSchema, body));
  }

  @Post('complete-registration')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Create the account of an e-mail verified by a code in the last 10 minutes' })
  @ApiOkResponse({ description: AUTH_ANSWER })
  completeRegistration(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(
      AuthPatterns.completeRegistration,
      parseRequest(completeRegistrationSchema, body),
    );
  }

  @Post('register')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Create an unverified account (password sign-in waits for a code sign-in)' })
  @ApiOkResponse({ description: AUTH_ANSWER })
  register(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.register, parseRequest(registerSchema, body));
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Password sign-in' })
  @ApiOkResponse({ description: AUTH_ANSWER })
  login(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.login, parseRequest(loginSchema, body));
  }

  @Post('login-with-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Sign in with an e-mailed code (also verifies the e-mail)' })
  @ApiOkResponse({ description: AUTH_ANSWER })
  loginWithOtp(@Body() body: unknown): Promise<AuthResponse> {
    return this.platform.client.command(AuthPatterns.loginWithOtp, parseRequest(loginWithOtpSchema, body));
  }

  @Get('me')
  @Auth('customer')
  @ApiOperation({ summary: 'The signed-in customer' })
  @ApiOkResponse({ description: '{ success, user }' })
  me(@CurrentPrincipal() principal: Principal): Promise<MeResponse> {
    return this.platform.client.query(AuthPatterns.me, { principal, input: {} });
  }
}

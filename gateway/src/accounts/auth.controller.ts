import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthPatterns,
  completeRegistrationSchema,
  loginSchema,
  loginWithOtpSchema,
  registerSchema,
  sendOtpSchema,
  verifyOtpSchema,
  type AuthResponse,
  type LoginWithOtpMessage,
  type MeResponse,
  type Principal,
  type RegisterResponse,
  type CustomerSendOtpResponse,
  type VerifyOtpMessage,
  authResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  customerSendOtpResponseSchema,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, ClientAddress, CurrentPrincipal } from '../auth/auth.decorators';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

const AUTH_ANSWER = '{ success, message, token, user }';

/**
 * Customer sign-up and sign-in; the password calls are in CustomerPasswordsController.
 * Code and password calls are rate limited; the calls that check a code carry the client's address, as the auth
 * service counts wrong codes per account and address.
 */
@ApiTags('customer auth')
@Controller('auth')
export class CustomerAuthController {
  constructor(private readonly client: ServiceClient) {}

  @Post('send-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary:
      'E-mail a 6-digit code (type registration or login); one per minute, valid 10 minutes. Same answer for every e-mail',
  })
  @ApiBodies({
    body: sendOtpSchema,
    response: customerSendOtpResponseSchema,
    description: '{ success, message, otpExpiry, resendAfterSeconds }: the seconds until another code may be asked for',
  })
  sendOtp(@Body() body: unknown): Promise<CustomerSendOtpResponse> {
    return this.client.command(AuthPatterns.sendOtp, parseRequest(sendOtpSchema, body));
  }

  @Post('verify-otp')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Check a registration code and create the verified account' })
  @ApiBodies({ body: verifyOtpSchema, response: authResponseSchema, status: 201, description: AUTH_ANSWER })
  verifyOtp(@Body() body: unknown, @ClientAddress() clientAddress: string): Promise<AuthResponse> {
    const message: VerifyOtpMessage = { ...parseRequest(verifyOtpSchema, body), clientAddress };
    return this.client.command(AuthPatterns.verifyOtp, message);
  }

  @Post('complete-registration')
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Create the account of an e-mail verified by a code in the last 10 minutes' })
  @ApiBodies({ body: completeRegistrationSchema, response: authResponseSchema, status: 201, description: AUTH_ANSWER })
  completeRegistration(@Body() body: unknown): Promise<AuthResponse> {
    return this.client.command(AuthPatterns.completeRegistration, parseRequest(completeRegistrationSchema, body));
  }

  @Post('register')
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary:
      'Create an unverified account (same answer for a taken e-mail); no token, and the password is not kept: the first code sign-in asks for a profile and a password',
  })
  @ApiBodies({
    body: registerSchema,
    response: registerResponseSchema,
    status: 201,
    description: '{ success, message }',
  })
  register(@Body() body: unknown): Promise<RegisterResponse> {
    return this.client.command(AuthPatterns.register, parseRequest(registerSchema, body));
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: "Password sign-in; weakPassword: true when the password fails today's rule" })
  @ApiBodies({ body: loginSchema, response: authResponseSchema, description: AUTH_ANSWER })
  login(@Body() body: unknown): Promise<AuthResponse> {
    return this.client.command(AuthPatterns.login, parseRequest(loginSchema, body));
  }

  @Post('login-with-otp')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary:
      'Sign in with an e-mailed code (also verifies the e-mail); needsProfile: true when the account has no name',
  })
  @ApiBodies({ body: loginWithOtpSchema, response: authResponseSchema, description: AUTH_ANSWER })
  loginWithOtp(@Body() body: unknown, @ClientAddress() clientAddress: string): Promise<AuthResponse> {
    const message: LoginWithOtpMessage = { ...parseRequest(loginWithOtpSchema, body), clientAddress };
    return this.client.command(AuthPatterns.loginWithOtp, message);
  }

  @Get('me')
  @Auth('customer')
  @ApiOperation({ summary: 'The signed-in customer' })
  @ApiBodies({ response: meResponseSchema, description: '{ success, user }' })
  me(@CurrentPrincipal() principal: Principal): Promise<MeResponse> {
    return this.client.query(AuthPatterns.me, { principal, input: {} });
  }
}

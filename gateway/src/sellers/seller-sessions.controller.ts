import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SellerPatterns,
  sellerLoginSchema,
  sellerLoginWithOtpSchema,
  sellerSendOtpSchema,
  type SellerAuthResponse,
  type SendOtpResponse,
  sellerAuthResponseSchema,
  sendOtpResponseSchema,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

/** Seller sign-in by password or e-mailed code; rate limited per address and per e-mail. */
@ApiTags('sellers')
@Controller('sellers')
@UseGuards(RateLimitGuard)
export class SellerSessionsController {
  constructor(private readonly client: ServiceClient) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Seller sign-in: { success, message, token, seller }; 401 on a wrong e-mail or password' })
  @ApiBodies({ body: sellerLoginSchema, response: sellerAuthResponseSchema })
  login(@Body() body: unknown): Promise<SellerAuthResponse> {
    return this.client.command(SellerPatterns.login, parseRequest(sellerLoginSchema, body));
  }

  @Post('send-otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'E-mails a 6-digit code valid 10 minutes: the e-mail verification code until the seller proved the address, ' +
      'then a sign-in code. The same answer for known and unknown e-mails; within a minute of a code nothing new is sent',
  })
  @ApiBodies({ body: sellerSendOtpSchema, response: sendOtpResponseSchema })
  sendOtp(@Body() body: unknown): Promise<SendOtpResponse> {
    return this.client.command(SellerPatterns.sendOtp, parseRequest(sellerSendOtpSchema, body));
  }

  @Post('login-with-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Seller sign-in with the e-mailed code' })
  @ApiBodies({ body: sellerLoginWithOtpSchema, response: sellerAuthResponseSchema })
  loginWithOtp(@Body() body: unknown): Promise<SellerAuthResponse> {
    return this.client.command(SellerPatterns.loginWithOtp, parseRequest(sellerLoginWithOtpSchema, body));
  }
}

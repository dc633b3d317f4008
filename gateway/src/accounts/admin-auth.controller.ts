import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminLoginSchema,
  AdminPatterns,
  type AdminAuthResponse,
  type AdminMeResponse,
  type Principal,
  adminAuthResponseSchema,
  adminMeResponseSchema,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

/** The admin's own sign-in and account. */
@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly client: ServiceClient) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @ApiOperation({ summary: 'Admin sign-in' })
  @ApiBodies({
    body: adminLoginSchema,
    response: adminAuthResponseSchema,
    description: '{ success, message, token, admin }',
  })
  login(@Body() body: unknown): Promise<AdminAuthResponse> {
    return this.client.command(AdminPatterns.login, parseRequest(adminLoginSchema, body));
  }

  @Get('me')
  @Auth('admin')
  @ApiOperation({ summary: 'The signed-in admin' })
  @ApiBodies({ response: adminMeResponseSchema, description: '{ success, admin }' })
  me(@CurrentPrincipal() principal: Principal): Promise<AdminMeResponse> {
    return this.client.query(AdminPatterns.me, { principal, input: {} });
  }
}

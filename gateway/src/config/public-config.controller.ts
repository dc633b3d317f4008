import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { publicConfigSchema, type PublicConfig } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { ApiBodies } from '../http/openapi';

/** The settings the SPA shows to everyone: where UPI payments go and how long an order may stay unpaid. */
@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOperation({ summary: "The platform's UPI address and payee name, and the hours an unpaid UPI order is kept" })
  @ApiBodies({
    response: publicConfigSchema,
    description: '{ success, upi: { vpa, payeeName }, unpaidOrderTimeoutHours }',
  })
  get(): PublicConfig {
    const c = this.platform.config;
    return {
      success: true,
      upi: { vpa: c.UPI_VPA, payeeName: c.UPI_PAYEE_NAME },
      unpaidOrderTimeoutHours: c.UNPAID_ORDER_TIMEOUT_HOURS,
    };
  }
}

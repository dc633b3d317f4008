import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminModerationPatterns,
  markPaidResponseSchema,
  orderUtrBodySchema,
  orderUtrSchema,
  type MarkPaidResult,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * What an admin does to an order: a UPI payment marked received against its UTR. Through the admin service, which
 * audits it; the order service checks the admin again and whether the order can be paid.
 */
@ApiTags('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly client: ServiceClient) {}

  @Post(':id/payment')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary:
      'Marks a UPI order paid against the UTR on the bank statement; the same UTR again changes nothing; audit-logged',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({
    body: orderUtrBodySchema,
    response: markPaidResponseSchema,
    description:
      '{ success, message, order, alreadyPaid }; 409 ORDER.PAYMENT_STATE for cash on delivery, a cancelled order, or a paid one with another UTR; ' +
      '409 ORDER.UTR_TAKEN naming the order a UTR is already recorded for',
  })
  markPaid(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(orderUtrSchema, { ...bodyOf(body), id });
    return this.client.command<MarkPaidResult>(AdminModerationPatterns.markOrderPaid, { principal, input });
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  FinancePatterns,
  invoicesForOrderResponseSchema,
  invoicesForOrderSchema,
  type InvoicesForOrderResponse,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { z } from 'zod';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const orderInvoicesResponseSchema = invoicesForOrderResponseSchema.extend({ success: z.literal(true) });

/**
 * An order's invoices, beside the order routes. The finance service decides what the principal may see: the
 * order's customer all of them, a seller its own, an admin all.
 */
@ApiTags('invoices')
@Controller('orders')
export class OrderInvoicesController {
  constructor(private readonly client: ServiceClient) {}

  @Get(':id/invoices')
  @Auth('customer', 'seller', 'admin')
  @ApiOperation({
    summary:
      "An order's tax invoices, bills of supply and credit notes: the customer sees all, a seller its own, an admin all",
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({ response: orderInvoicesResponseSchema, description: '{ success, invoices }; 400 for an id not a UUID' })
  async list(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(invoicesForOrderSchema, { orderId: id });
    const { invoices } = await this.client.query<InvoicesForOrderResponse>(FinancePatterns.invoicesForOrder, {
      principal,
      input,
    });
    return { success: true as const, invoices };
  }
}

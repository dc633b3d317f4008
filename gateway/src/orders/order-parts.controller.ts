import { Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { cancelPartSchema, OrderPatterns, partCancelResponseSchema, type Principal } from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** One seller's part of an order. The order service decides who may cancel which part, and when. */
@ApiTags('orders')
@Controller('orders')
export class OrderPartsController {
  constructor(private readonly client: ServiceClient) {}

  @Patch(':id/parts/:sellerId/cancel')
  @HttpCode(200)
  @Auth('customer', 'seller')
  @ApiOperation({
    summary:
      "Cancels one seller's part: by the shopper while it is pending or confirmed, by that seller until it ships " +
      '(a reason is required); its stock is released once and the other side is mailed',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiParam({ name: 'sellerId', description: 'The seller whose part is cancelled' })
  @ApiBodies({
    body: cancelPartSchema.omit({ id: true, sellerId: true }),
    response: partCancelResponseSchema,
    description:
      '{ success, message, order }: the whole order for the shopper, its own part for the seller; 400 when a seller ' +
      'gives no reason; 404 ORDER.PART_NOT_FOUND; 409 ORDER.CANNOT_CANCEL once the part has shipped (or, for the ' +
      'shopper, is processing)',
  })
  cancel(
    @Param('id') id: string,
    @Param('sellerId') sellerId: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ) {
    const input = parseRequest(cancelPartSchema, { ...(body as object | undefined), id, sellerId }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.cancelPart, { principal, input });
  }
}

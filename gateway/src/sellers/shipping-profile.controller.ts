import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  shippingProfileInputSchema,
  ShippingProfilePatterns,
  shippingProfileResponseSchema,
  type Principal,
  type ShippingProfileResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** The signed-in seller's shipping profile: where it ships from, how fast, cash on delivery, and where to. */
@ApiTags('sellers')
@Controller('sellers/shipping-profile')
export class ShippingProfileController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('seller')
  @ApiOperation({
    summary: "The seller's shipping profile; until it saves one, the defaults from its business address's pincode",
  })
  @ApiBodies({ response: shippingProfileResponseSchema })
  get(@CurrentPrincipal() principal: Principal): Promise<ShippingProfileResponse> {
    return this.client.query(ShippingProfilePatterns.get, { principal });
  }

  @Put()
  @Auth('seller')
  @ApiOperation({
    summary:
      "Saves the seller's shipping profile; 400 naming the field of a bad one, and 400 'Please enter a valid " +
      "pincode' (ADDRESS.PINCODE_UNKNOWN) for an origin pincode the directory does not know",
  })
  @ApiBodies({ body: shippingProfileInputSchema, response: shippingProfileResponseSchema })
  update(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<ShippingProfileResponse> {
    const profile = parseRequest(shippingProfileInputSchema, body);
    return this.client.command(ShippingProfilePatterns.update, { principal, input: { profile } });
  }
}

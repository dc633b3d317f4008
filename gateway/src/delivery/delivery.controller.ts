import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  DeliveryPatterns,
  deliveryEstimateQuerySchema,
  deliveryQuoteResultSchema,
  deliveryQuoteSchema,
  pincodeParamSchema,
  pincodeResponseSchema,
  type DeliveryQuoteInput,
  type DeliveryQuoteResult,
  type PincodeResponse,
} from '@thindi/contracts';
import { lookupPincode } from '@thindi/india';
import { DomainError, FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/** The pincode directory changes with a release, not during a day: browsers and proxies may keep an answer. */
const PINCODE_CACHE = 'public, max-age=86400';

/**
 * Pincodes and delivery estimates, open to everyone (a product page asks before anyone signs in). The pincode
 * directory is pure data, answered here; estimates are the order service's (they need the sellers' profiles).
 */
@ApiTags('delivery')
@Controller()
export class DeliveryController {
  constructor(private readonly client: ServiceClient) {}

  @Get('pincodes/:pin')
  @ApiOperation({ summary: "A pincode's district, state and places: what an address form fills in from it" })
  @ApiParam({ name: 'pin', description: 'Six-digit Indian pincode' })
  @ApiBodies({
    response: pincodeResponseSchema,
    description: '{ success, pincode }; 404 for a pincode that does not exist, 400 for one that is not six digits',
  })
  pincode(@Param('pin') pin: string, @Res({ passthrough: true }) reply: FastifyReply): PincodeResponse {
    const input = parseRequest(pincodeParamSchema, { pin }, FIRST_ISSUE_ONLY);
    const info = lookupPincode(input.pin);
    if (!info) throw DomainError.notFound('Please enter a valid pincode');
    reply.header('cache-control', PINCODE_CACHE);
    const { pincode, district, state, gstStateCode, places } = info;
    return { success: true, pincode: { pincode, district, state, stateCode: gstStateCode, places } };
  }

  @Get('delivery/estimate')
  @ApiOperation({ summary: 'When one product reaches a pincode, and whether cash on delivery is offered' })
  @ApiBodies({
    query: deliveryEstimateQuerySchema,
    response: deliveryQuoteResultSchema,
    description: "{ success, destination, parts: [the seller's part], shippingRule }; 400 for an unknown pincode",
  })
  estimateOne(@Query() query: unknown): Promise<DeliveryQuoteResult> {
    const { productId, pincode } = parseRequest(deliveryEstimateQuerySchema, query, FIRST_ISSUE_ONLY);
    return this.quote({ pincode, items: [{ productId, quantity: 1 }] });
  }

  @Post('delivery/estimate')
  @HttpCode(200)
  @ApiOperation({ summary: "A cart to a pincode: each seller's part with its date and cash on delivery" })
  @ApiBodies({
    body: deliveryQuoteSchema,
    response: deliveryQuoteResultSchema,
    description: '{ success, destination, parts (one per seller), shippingRule }; 400 for an unknown pincode',
  })
  estimateCart(@Body() body: unknown): Promise<DeliveryQuoteResult> {
    return this.quote(parseRequest(deliveryQuoteSchema, body, FIRST_ISSUE_ONLY));
  }

  private quote(input: DeliveryQuoteInput): Promise<DeliveryQuoteResult> {
    return this.client.query<DeliveryQuoteResult>(DeliveryPatterns.quote, input);
  }
}

import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  COUPON_MOVES,
  couponBodySchema,
  couponListResponseSchema,
  couponMoveSchema,
  couponResponseSchema,
  OrderPatterns,
  type CouponListResponse,
  type CouponResponse,
  type Principal,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const CREATED =
  "{ success, coupon } (201): its code in capitals, state 'scheduled' or 'live'; 409 ORDER.COUPON_CODE_TAKEN when " +
  'another coupon not ended holds the code (whatever the case); 400 naming the field (a percent above 90, endsAt ' +
  "before startsAt or past, perCustomerLimit above usageLimit, ORDER.COUPON_INVALID for a product not the seller's)";
const MOVED =
  '{ success, coupon }; 409 ORDER.COUPON_STATUS_NOT_ALLOWED (pause an active coupon, resume a paused one, end one ' +
  'not ended); 404 ORDER.COUPON_NOT_FOUND for another owner’s';

/** The order service keeps coupons; these routes only check the role and the shape. */
abstract class CouponRoutes {
  constructor(protected readonly client: ServiceClient) {}

  protected create(body: unknown, principal: Principal): Promise<CouponResponse> {
    const input = parseRequest(couponBodySchema, body, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.createCoupon, { principal, input });
  }

  protected list(principal: Principal): Promise<CouponListResponse> {
    return this.client.query(OrderPatterns.listCoupons, { principal, input: {} });
  }

  protected move(id: string, move: string, principal: Principal): Promise<CouponResponse> {
    const input = parseRequest(couponMoveSchema, { id, move }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.moveCoupon, { principal, input });
  }
}

/** The platform's coupons (the platform pays their discount); the admin also sees every seller's. */
@ApiTags('coupons')
@Controller('admin/coupons')
export class AdminCouponsController extends CouponRoutes {
  constructor(client: ServiceClient) {
    super(client);
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Creates a platform-funded coupon (the sellers invoice and are paid the full price)' })
  @ApiBodies({ body: couponBodySchema, response: couponResponseSchema, description: CREATED })
  createCoupon(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CouponResponse> {
    return this.create(body, principal);
  }

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: "Every coupon, the platform's and the sellers', newest first" })
  @ApiBodies({ response: couponListResponseSchema, description: '{ success, coupons }' })
  listCoupons(@CurrentPrincipal() principal: Principal): Promise<CouponListResponse> {
    return this.list(principal);
  }

  @Post(':id/:move')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({ summary: `Moves any coupon: ${COUPON_MOVES.join(', ')}` })
  @ApiParam({ name: 'move', enum: COUPON_MOVES })
  @ApiBodies({ response: couponResponseSchema, description: MOVED })
  moveCoupon(
    @Param('id') id: string,
    @Param('move') move: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CouponResponse> {
    return this.move(id, move, principal);
  }
}

/** A seller's own coupons, valid on its products only (the seller pays their discount). */
@ApiTags('coupons')
@Controller('sellers/coupons')
export class SellerCouponsController extends CouponRoutes {
  constructor(client: ServiceClient) {
    super(client);
  }

  @Post()
  @Auth('seller')
  @ApiOperation({ summary: "Creates the seller's own coupon, on its products (categories or productIds narrow it)" })
  @ApiBodies({ body: couponBodySchema, response: couponResponseSchema, description: CREATED })
  createCoupon(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CouponResponse> {
    return this.create(body, principal);
  }

  @Get()
  @Auth('seller')
  @ApiOperation({ summary: "The seller's coupons, newest first" })
  @ApiBodies({ response: couponListResponseSchema, description: '{ success, coupons }' })
  listCoupons(@CurrentPrincipal() principal: Principal): Promise<CouponListResponse> {
    return this.list(principal);
  }

  @Post(':id/:move')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({ summary: `Moves one of the seller's coupons: ${COUPON_MOVES.join(', ')}` })
  @ApiParam({ name: 'move', enum: COUPON_MOVES })
  @ApiBodies({ response: couponResponseSchema, description: MOVED })
  moveCoupon(
    @Param('id') id: string,
    @Param('move') move: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CouponResponse> {
    return this.move(id, move, principal);
  }
}

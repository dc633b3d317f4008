import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  SellerPatterns,
  toPaise,
  type CouponBody,
  type CouponListResponse,
  type CouponMoveInput,
  type CouponResponse,
  type CouponStatus,
  type Principal,
  type ProductSnapshotResponse,
  type SellerMeResponse,
} from '@thindi/contracts';
import { DomainError, ServiceClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { CouponsRepository } from '../../db/coupons.repository';
import type { CouponRow } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/unique-violation';
import { toCoupon } from '../../domain/coupon-view';
import { ORDER_CLOCK, type Clock } from '../../order.constants';

const invalid = (message: string) => DomainError.validation(message, 'ORDER.COUPON_INVALID');
const notFound = () => DomainError.notFound('Coupon not found', 'ORDER.COUPON_NOT_FOUND');

/** Each move of a coupon: the statuses it is allowed from, where it goes, and the refusal's words. */
const MOVES: Record<CouponMoveInput['move'], { from: CouponStatus[]; to: CouponStatus; refusal: string }> = {
  pause: { from: ['active'], to: 'paused', refusal: 'only an active coupon can be paused' },
  resume: { from: ['paused'], to: 'active', refusal: 'only a paused coupon can be resumed' },
  end: { from: ['active', 'paused'], to: 'ended', refusal: 'it has ended already' },
};

/**
 * Coupons (decision 039): the admin makes the platform's (the platform pays their discount), a seller its own (valid
 * on its products only; the seller pays). A code is unique, without case, among coupons that have not ended, which
 * the database keeps whatever races; each owner lists, pauses, resumes and ends its own (the admin sees them all).
 */
@Injectable()
export class CouponsHandler {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly client: ServiceClient,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  async create(principal: Principal, body: CouponBody): Promise<CouponResponse> {
    const funder = this.funderOf(principal);
    const now = this.clock.now();
    if (Date.parse(body.endsAt) <= now.getTime()) throw invalid('endsAt has passed: a coupon must end after now');
    const productIds = [...new Set(body.productIds ?? [])];
    if (productIds.length > 0) await this.checkProducts(principal, productIds);
    const sellerName = funder === 'seller' ? await this.businessName(principal) : null;
    try {
      const row = await this.coupons.insert({
        id: randomUUID(),
        code: body.code,
        funder,
        sellerId: funder === 'seller' ? principal.id : null,
        sellerName,
        kind: body.kind,
        percentBps: body.kind === 'percent' ? Math.round(body.value * 100) : null,
        flatPaise: body.kind === 'flat' ? toPaise(body.value) : null,
        minSubtotalPaise: toPaise(body.minSubtotal),
        maxDiscountPaise: body.maxDiscount == null ? null : toPaise(body.maxDiscount),
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        usageLimit: body.usageLimit ?? null,
        perCustomerLimit: body.perCustomerLimit,
        categories: [...new Set(body.categories ?? [])],
        productIds,
        status: 'active',
        createdBy: principal.id,
        createdAt: now,
        updatedAt: now,
      });
      return { success: true, coupon: toCoupon(row, now) };
    } catch (err) {
      if (violatedUniqueIndex(err) === 'coupons_code_live_key')
        throw DomainError.conflict(
          `Code ${body.code} is in use by another coupon until it ends: please choose another`,
          'ORDER.COUPON_CODE_TAKEN',
        );
      throw err;
    }
  }

  async list(principal: Principal): Promise<CouponListResponse> {
    const funder = this.funderOf(principal);
    const rows = await this.coupons.list(funder === 'seller' ? principal.id : undefined);
    const figures = await this.coupons.figures(rows.map((row) => row.id));
    const now = this.clock.now();
    return { success: true, coupons: rows.map((row) => toCoupon(row, now, figures.get(row.id))) };
  }

  /** Pauses, resumes or ends the coupon, once: of two racing, the second is told where it stands. */
  async move(principal: Principal, { id, move }: CouponMoveInput): Promise<CouponResponse> {
    const row = await this.mine(principal, id);
    const { from, to, refusal } = MOVES[move];
    const moved = from.includes(row.status) ? await this.coupons.move(id, from, to) : undefined;
    if (!moved)
      throw DomainError.conflict(
        `Coupon ${row.code} cannot be ${move === 'end' ? 'ended' : `${move}d`}: ${refusal}`,
        'ORDER.COUPON_STATUS_NOT_ALLOWED',
      );
    return { success: true, coupon: toCoupon(moved, this.clock.now()) };
  }

  /** The coupon as its owner sees it: the admin any, a seller its own; anyone else the 404 of an unknown id. */
  private async mine(principal: Principal, id: string): Promise<CouponRow> {
    const funder = this.funderOf(principal);
    const row = await this.coupons.byId(id);
    if (!row || (funder === 'seller' && row.sellerId !== principal.id)) throw notFound();
    return row;
  }

  private funderOf(principal: Principal): 'platform' | 'seller' {
    if (principal.role === 'admin') return 'platform';
    if (principal.role === 'seller') return 'seller';
    throw DomainError.forbidden('Only the admin and sellers have coupons');
  }

  /** A coupon names products on sale; a seller's, its own only. */
  private async checkProducts(principal: Principal, productIds: string[]): Promise<void> {
    const { products } = await this.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds,
    });
    for (const id of productIds) {
      const product = products.find((p) => p.id === id);
      if (!product) throw invalid(`Product ${id} is not on sale`);
      if (principal.role === 'seller' && product.sellerId !== principal.id)
        throw invalid(`${product.name} is not one of your products: a seller's coupon is valid on its own only`);
    }
  }

  private async businessName(principal: Principal): Promise<string> {
    const me = await this.client.query<SellerMeResponse>(SellerPatterns.me, { principal, input: {} });
    return me.seller.businessName;
  }
}

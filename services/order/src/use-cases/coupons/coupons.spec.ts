import {
  OrderPatterns,
  type CouponBody,
  type CouponListResponse,
  type CouponResponse,
  type Principal,
} from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { laddu, murukku } from '../../../test/fake-catalog';
import { CouponsRepository } from '../../db/coupons.repository';
import type { OrderDb } from '../../db/order-db';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

const DAY = 24 * 3600 * 1000;

/** Coupons as their owners keep them: the admin's platform coupons and each seller's own. */
describe('order service: coupons', () => {
  const fixture = orderServiceForTest();
  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  let codes = 0;
  /** A fresh code each time: specs share one database. */
  const code = (prefix = 'DIWALI') => `${prefix}${Date.now().toString(36).toUpperCase()}${++codes}`.slice(0, 20);
  const body = (more: Partial<CouponBody> = {}): Record<string, unknown> => ({
    code: code(),
    kind: 'percent',
    value: 10,
    minSubtotal: 499,
    maxDiscount: 200,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    usageLimit: 100,
    perCustomerLimit: 1,
    ...more,
  });
  const create = (principal: Principal, input: Record<string, unknown>) =>
    fixture.platform.client.command<CouponResponse>(OrderPatterns.createCoupon, { principal, input });
  const list = async (principal: Principal) =>
    (await fixture.platform.client.query<CouponListResponse>(OrderPatterns.listCoupons, { principal, input: {} }))
      .coupons;
  const move = (principal: Principal, id: string, to: string) =>
    fixture.platform.client.command<CouponResponse>(OrderPatterns.moveCoupon, { principal, input: { id, move: to } });

  it('keeps the admin’s coupon as the platform’s and a seller’s as its own, in rupees and in capitals', async () => {
    const lower = code('diwali').toLowerCase();
    const { coupon } = await create(admin, body({ code: lower }));

    expect(coupon).toMatchObject({
      code: lower.toUpperCase(),
      funder: 'platform',
      sellerId: null,
      kind: 'percent',
      value: 10,
      minSubtotal: 499,
      maxDiscount: 200,
      usageLimit: 100,
      perCustomerLimit: 1,
      status: 'active',
      state: 'live',
      used: 0,
    });

    const { coupon: own } = await create(
      amma,
      body({ kind: 'flat', value: 50.5, maxDiscount: null, productIds: [murukku.id], categories: ['savory'] }),
    );
    expect(own).toMatchObject({
      funder: 'seller',
      sellerId: amma.id,
      sellerName: 'Amma Snacks',
      value: 50.5,
      maxDiscount: null,
      productIds: [murukku.id],
      categories: ['savory'],
    });
    expect((await list(amma)).map((c) => c.id)).toContain(own.id);
    expect((await list(amma)).map((c) => c.id)).not.toContain(coupon.id);
    expect((await list(house)).map((c) => c.id)).not.toContain(own.id);
    expect((await list(admin)).map((c) => c.id)).toEqual(expect.arrayContaining([coupon.id, own.id]));
    await expect(list(shopper)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(create(shopper, body())).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('refuses a code in use by a coupon not ended, however the case is written or the creations race', async () => {
    const taken = code();
    await create(admin, body({ code: taken }));
    await expect(create(amma, body({ code: taken.toLowerCase() }))).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.COUPON_CODE_TAKEN',
      message: `Code ${taken} is in use by another coupon until it ends: please choose another`,
    });

    const raced = code();
    const results = await Promise.allSettled(
      [admin, amma, house, admin, amma, house].map((who) => create(who, body({ code: raced }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
      Array(5).fill('ORDER.COUPON_CODE_TAKEN'),
    );
  });

  it('frees a code once its coupon is ended, or past its end', async () => {
    const again = code();
    const { coupon } = await create(admin, body({ code: again }));
    await move(admin, coupon.id, 'end');
    const { coupon: second } = await create(admin, body({ code: again }));
    expect(second.code).toBe(again);

    const lapsed = code();
    const { coupon: old } = await create(
      amma,
      body({ code: lapsed, endsAt: new Date(Date.now() + 1000).toISOString() }),
    );
    await fixture.db.execute(`update "order".coupons set ends_at = now() - interval '1 minute' where id = '${old.id}'`);
    expect((await list(amma)).find((c) => c.id === old.id)?.state).toBe('expired');
    const { coupon: renewed } = await create(house, body({ code: lapsed }));
    expect(renewed).toMatchObject({ code: lapsed, sellerId: house.id });
    expect((await list(amma)).find((c) => c.id === old.id)?.status).toBe('ended');
  });

  it('refuses what a coupon cannot be, each with a sentence, and writes nothing', async () => {
    const refused = async (who: Principal, input: Record<string, unknown>, message: string | RegExp) =>
      expect(create(who, input)).rejects.toMatchObject({ message: expect.stringMatching(message) });
    const before = (await list(admin)).length;
    await refused(admin, body({ value: 95 }), /whole percent from 1 to 90/);
    await refused(admin, body({ code: 'X!' }), /code must be 3 to 20 letters and digits/);
    await refused(admin, body({ kind: 'flat', value: 50, maxDiscount: 10 }), /maxDiscount caps a percent coupon only/);
    await refused(
      admin,
      body({
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      }),
      /endsAt must be after startsAt/,
    );
    await refused(
      admin,
      body({
        startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() - DAY).toISOString(),
      }),
      /endsAt has passed/,
    );
    await refused(admin, body({ usageLimit: 2, perCustomerLimit: 3 }), /perCustomerLimit must not be more than/);
    await refused(amma, body({ productIds: [laddu.id] }), /Laddu is not one of your products/);
    await refused(admin, body({ productIds: [randomUUID()] }), /is not on sale/);
    await refused(
      admin,
      body({ categories: ['pickles'] as unknown as CouponBody['categories'] }),
      /categories must be among/,
    );
    expect((await list(admin)).length).toBe(before);
  });

  it('pauses, resumes and ends a coupon for its owner only, each move once', async () => {
    const { coupon } = await create(amma, body());
    await expect(move(house, coupon.id, 'pause')).rejects.toMatchObject({ code: 'ORDER.COUPON_NOT_FOUND' });
    await expect(move(amma, coupon.id, 'resume')).rejects.toMatchObject({
      code: 'ORDER.COUPON_STATUS_NOT_ALLOWED',
      message: `Coupon ${coupon.code} cannot be resumed: only a paused coupon can be resumed`,
    });

    const racing = await Promise.allSettled([move(amma, coupon.id, 'pause'), move(amma, coupon.id, 'pause')]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await list(amma)).find((c) => c.id === coupon.id)).toMatchObject({ status: 'paused', state: 'paused' });

    expect((await move(admin, coupon.id, 'resume')).coupon.state).toBe('live');
    expect((await move(amma, coupon.id, 'end')).coupon).toMatchObject({ status: 'ended', state: 'ended' });
    await expect(move(amma, coupon.id, 'end')).rejects.toMatchObject({ code: 'ORDER.COUPON_STATUS_NOT_ALLOWED' });
  });

  it('shows a coupon that has not started as scheduled', async () => {
    const { coupon } = await create(admin, body({ startsAt: new Date(Date.now() + DAY).toISOString() }));
    expect(coupon.state).toBe('scheduled');
  });

  describe('uses', () => {
    const repo = () => fixture.app.get(CouponsRepository);
    const unitOfWork = () => fixture.app.get<UnitOfWork<OrderDb>>(UnitOfWork);
    const claim = async (id: string, customerId: string) => {
      const coupon = (await repo().byId(id))!;
      return unitOfWork().run((tx) =>
        repo().claimUse(tx, coupon, { orderId: randomUUID(), customerId, discountPaise: 1000 }, new Date()),
      );
    };

    it('gives exactly the uses left to 20 orders racing, and refuses the rest saying it is used up', async () => {
      const { coupon } = await create(admin, body({ usageLimit: 5 }));
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => claim(coupon.id, randomUUID())));

      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      const reasons = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
      expect(new Set(reasons.map((r) => r.message))).toEqual(new Set([`${coupon.code} has been used up`]));
      expect((await repo().byId(coupon.id))!.used).toBe(5);
    });

    it('holds one shopper to its limit under racing orders, and gives a use back once', async () => {
      const { coupon } = await create(amma, body({ usageLimit: 100, perCustomerLimit: 2 }));
      const meena = randomUUID();
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => claim(coupon.id, meena)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await repo().byId(coupon.id))!.used).toBe(2);
      expect(await repo().usesOf(coupon.id, meena)).toBe(2);

      const orderId = randomUUID();
      const other = randomUUID();
      const row = (await repo().byId(coupon.id))!;
      await unitOfWork().run((tx) =>
        repo().claimUse(tx, row, { orderId, customerId: other, discountPaise: 500 }, new Date()),
      );
      const release = () => unitOfWork().run((tx) => repo().releaseUse(tx, coupon.id, orderId, new Date()));
      expect(await release()).toBe(true);
      expect(await release()).toBe(false);
      expect((await repo().byId(coupon.id))!.used).toBe(2);
      expect(await repo().usesOf(coupon.id, other)).toBe(0);
    });

    it('refuses a use of a paused coupon, and finds a coupon by its code in any case', async () => {
      const { coupon } = await create(admin, body());
      expect((await repo().byCode(` ${coupon.code.toLowerCase()} `))?.id).toBe(coupon.id);
      await move(admin, coupon.id, 'pause');
      await expect(claim(coupon.id, randomUUID())).rejects.toMatchObject({
        code: 'ORDER.COUPON_UNAVAILABLE',
        message: `${coupon.code} is not available at the moment`,
      });
      expect((await repo().byId(coupon.id))!.used).toBe(0);
    });
  });
});

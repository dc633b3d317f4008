import { lessDiscount, orderCouponMoney } from './coupon-money';

const money = { subtotal: 525, shipping: 0, tax: 26.25, roundOff: -0.25, total: 551, itemCount: 1 };

describe('money with a coupon', () => {
  it('takes the discount off the exact sum before rounding the charge to whole rupees', () => {
    expect(lessDiscount(money, 55.12)).toEqual({ ...money, roundOff: -0.13, total: 496 });
  });

  it('leaves the money as it was without a discount', () => {
    expect(lessDiscount(money, 0)).toBe(money);
  });

  it("reads a placed order's round off after its coupon's discount", () => {
    const order = {
      items: [{ quantity: 1 }],
      subtotal: 525,
      shippingCost: 0,
      tax: 26.25,
      totalAmount: 496,
      coupon: { code: 'FESTIVE10', funder: 'platform' as const, discount: 55.12 },
    } as Parameters<typeof orderCouponMoney>[0];
    expect(orderCouponMoney(order)).toEqual({
      money: { subtotal: 525, shipping: 0, tax: 26.25, roundOff: -0.13, total: 496, itemCount: 1 },
      discount: { code: 'FESTIVE10', amount: 55.12 },
    });
  });
});

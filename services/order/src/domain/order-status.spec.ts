import { checkSellerMove, deriveOrderStatus } from '@thindi/contracts';

describe('deriveOrderStatus', () => {
  it('is cancelled only when every part is cancelled', () => {
    expect(deriveOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(deriveOrderStatus(['cancelled', 'shipped'])).toBe('shipped');
  });

  it('is the least advanced part that is not cancelled', () => {
    expect(deriveOrderStatus(['delivered', 'confirmed', 'shipped'])).toBe('confirmed');
  });
});

describe('checkSellerMove', () => {
  it('allows forward moves, skipping steps too', () => {
    expect(checkSellerMove('pending', 'confirmed')).toEqual({ ok: true });
    expect(checkSellerMove('confirmed', 'delivered')).toEqual({ ok: true });
  });

  it('refuses a status a seller may not set, naming the allowed ones', () => {
    expect(checkSellerMove('pending', 'cancelled')).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Invalid status: cancelled. Must be one of: confirmed, processing, shipped, delivered',
    });
  });

  it('refuses backward moves, repeats and moves on cancelled or delivered parts', () => {
    expect(checkSellerMove('shipped', 'processing')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('shipped', 'shipped')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('cancelled', 'confirmed')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('delivered', 'delivered')).toMatchObject({ ok: false, code: 'CONFLICT' });
  });
});

import {
  checkSellerMove,
  describeNextStatuses,
  deriveOrderStatus,
  nextPartStatuses,
  sellerNextStatuses,
} from './order-status';

describe('deriveOrderStatus', () => {
  it('is cancelled only when every part is cancelled', () => {
    expect(deriveOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(deriveOrderStatus(['cancelled', 'shipped'])).toBe('shipped');
  });

  it('is the least advanced part that is not cancelled', () => {
    expect(deriveOrderStatus(['delivered', 'confirmed', 'shipped'])).toBe('confirmed');
  });

  it('is returned only when every part still standing was returned', () => {
    expect(deriveOrderStatus(['returned', 'returned'])).toBe('returned');
    expect(deriveOrderStatus(['returned', 'cancelled'])).toBe('returned');
    expect(deriveOrderStatus(['delivered', 'returned'])).toBe('delivered');
    expect(deriveOrderStatus(['returned', 'shipped'])).toBe('shipped');
  });
});

describe('checkSellerMove', () => {
  it('allows forward moves, skipping steps up to shipped', () => {
    expect(checkSellerMove('pending', 'confirmed')).toEqual({ ok: true });
    expect(checkSellerMove('confirmed', 'shipped')).toEqual({ ok: true });
    expect(checkSellerMove('shipped', 'delivered')).toEqual({ ok: true });
  });

  it('refuses delivered before shipped, naming the statuses allowed next', () => {
    expect(checkSellerMove('pending', 'delivered')).toEqual({
      ok: false,
      code: 'CONFLICT',
      outOfOrder: true,
      message: 'An order that is pending can move to confirmed, processing, shipped or cancelled',
    });
    expect(checkSellerMove('processing', 'delivered')).toMatchObject({
      outOfOrder: true,
      message: 'An order that is processing can move to shipped or cancelled',
    });
  });

  it('refuses a status a seller may not set, naming the allowed ones', () => {
    expect(checkSellerMove('pending', 'cancelled')).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Invalid status: cancelled. Must be one of: confirmed, processing, shipped, delivered, returned',
    });
  });

  it('refuses backward moves, repeats and moves on cancelled or delivered parts', () => {
    expect(checkSellerMove('shipped', 'processing')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('shipped', 'shipped')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('cancelled', 'confirmed')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('delivered', 'delivered')).toMatchObject({ ok: false, code: 'CONFLICT' });
    expect(checkSellerMove('delivered', 'shipped')).toMatchObject({ ok: false, code: 'CONFLICT' });
  });

  it('lets a delivered part be returned, and nothing else', () => {
    expect(checkSellerMove('delivered', 'returned')).toEqual({ ok: true });
    for (const from of ['pending', 'confirmed', 'processing', 'shipped'] as const) {
      expect(checkSellerMove(from, 'returned')).toEqual({
        ok: false,
        code: 'CONFLICT',
        message: 'Only a delivered order can be returned',
      });
    }
    expect(checkSellerMove('cancelled', 'returned')).toMatchObject({ ok: false, code: 'CONFLICT' });
  });

  it('keeps a returned part final', () => {
    for (const to of ['confirmed', 'processing', 'shipped', 'delivered', 'returned']) {
      expect(checkSellerMove('returned', to)).toEqual({
        ok: false,
        code: 'CONFLICT',
        message: 'This order is already returned',
      });
    }
  });
});

describe('nextPartStatuses', () => {
  it('goes forward to shipped or is cancelled before shipping; delivered only from shipped, returned from delivered', () => {
    expect(nextPartStatuses('pending')).toEqual(['confirmed', 'processing', 'shipped', 'cancelled']);
    expect(nextPartStatuses('confirmed')).toEqual(['processing', 'shipped', 'cancelled']);
    expect(nextPartStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextPartStatuses('shipped')).toEqual(['delivered']);
    expect(nextPartStatuses('delivered')).toEqual(['returned']);
    expect(nextPartStatuses('cancelled')).toEqual([]);
    expect(nextPartStatuses('returned')).toEqual([]);
  });

  it('is said in words', () => {
    expect(describeNextStatuses('shipped')).toBe('An order that is shipped can move to delivered');
    expect(describeNextStatuses('cancelled')).toBe('An order that is cancelled cannot move any more');
  });
});

describe('sellerNextStatuses', () => {
  it('offers only the moves forward up to shipped, and after shipped only delivered', () => {
    expect(sellerNextStatuses('pending')).toEqual(['confirmed', 'processing', 'shipped']);
    expect(sellerNextStatuses('shipped')).toEqual(['delivered']);
  });

  it('offers only the return once delivered, and nothing on a final part', () => {
    expect(sellerNextStatuses('delivered')).toEqual(['returned']);
    expect(sellerNextStatuses('cancelled')).toEqual([]);
    expect(sellerNextStatuses('returned')).toEqual([]);
  });
});

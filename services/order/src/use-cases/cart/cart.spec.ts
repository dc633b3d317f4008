import { CartPatterns, MAX_LINE_QUANTITY, type Cart, type Principal } from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { anotherPack, fakeCatalog, laddu, murukku, shippingProfile } from '../../../test/fake-catalog';
import { cartLines } from '../../db/schema';
import { orderServiceForTest } from '../../../test/order-fixture';

/** The signed-in customer's cart, on PGlite, against a scripted catalog. */
describe('order service: the cart', () => {
  const fixture = orderServiceForTest();
  const customer = (): Principal => ({ id: randomUUID(), role: 'customer', email: 'meena@example.in' });
  const call = (pattern: string, principal: Principal, input: unknown = {}) =>
    fixture.platform.client.command<Cart>(pattern, { principal, input });
  const setLine = (principal: Principal, productId: string, quantity: number) =>
    call(CartPatterns.setLine, principal, { productId, quantity });
  const linesOf = (cart: Cart) => cart.lines.map((l) => [l.productId, l.quantity]);
  const place = (principal: Principal, items: { productId: string; variantId?: string; quantity: number }[]) =>
    fixture.place({ principal, items });
  const packsOf = (cart: Cart) => cart.lines.map((l) => [l.variantId, l.variantLabel, l.quantity]);
  /** Murukku's 500 g pack at ₹220, four in stock, sold beside its default 250g pack. */
  const bigMurukku = anotherPack(murukku, '500 g', 22_000, 4);

  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  it('starts empty, adds lines and answers them priced now, with the totals checkout shows', async () => {
    const meena = customer();
    expect(await call(CartPatterns.get, meena)).toMatchObject({ lines: [], itemCount: 0, totals: { total: 0 } });
    await setLine(meena, murukku.id, 2);
    const cart = await setLine(meena, laddu.id, 1);
    expect(linesOf(cart)).toEqual([
      [murukku.id, 2],
      [laddu.id, 1],
    ]);
    expect(cart.lines[0]).toMatchObject({
      name: 'Murukku',
      price: 120,
      lineTotal: 240,
      gstRate: 5,
      priceChanged: false,
      stockShort: false,
      maxQuantity: 10,
    });
    // ₹360 + ₹50 shipping + 5% = ₹428: what an order of these lines charges.
    expect(cart).toMatchObject({
      itemCount: 3,
      totals: { subtotal: 360, shipping: 50, tax: 18, roundOff: 0, total: 428 },
    });
    expect(await call(CartPatterns.get, meena)).toEqual(cart);
  });

  it('shows the tax the placed order charges when a seller has no valid GSTIN (a bill of supply: no GST)', async () => {
    // Right shape, wrong check character: the order charges no GST under it, so the cart must not show any.
    fakeCatalog.profiles = () => [
      shippingProfile(murukku.sellerId, '625001', { gstin: '33ABCQQ1234A1Z5' }),
      shippingProfile(laddu.sellerId, '570001'),
    ];
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    const cart = await setLine(meena, laddu.id, 1);
    const order = await place(meena, [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ]);
    expect(order).toMatchObject({ subtotal: 360, shippingCost: 50, tax: 6, totalAmount: 416 });
    expect(cart.totals).toEqual({ subtotal: 360, shipping: 50, tax: 6, discount: 0, roundOff: 0, total: 416 });
    expect(cart.lines.map((l) => [l.name, l.gstRate])).toEqual([
      ['Murukku', 0],
      ['Laddu', 5],
    ]);
  });

  it('caps a quantity at the stock and refuses a product out of stock or unknown', async () => {
    const meena = customer();
    expect(linesOf(await setLine(meena, murukku.id, 40))).toEqual([[murukku.id, 10]]);
    fakeCatalog.packs = [murukku, { ...laddu, stockQuantity: 0 }];
    await expect(setLine(meena, laddu.id, 1)).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'Laddu 250g is out of stock',
    });
    await expect(setLine(meena, randomUUID(), 1)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(setLine(meena, murukku.id, 0)).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(setLine(meena, murukku.id, MAX_LINE_QUANTITY + 1)).rejects.toMatchObject({ kind: 'VALIDATION' });
  });

  it('flags a line whose price changed or whose stock fell short since it was added', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 4);
    fakeCatalog.packs = [{ ...murukku, pricePaise: 13_000, stockQuantity: 3 }];
    const [line] = (await call(CartPatterns.get, meena)).lines;
    expect(line).toMatchObject({
      price: 130,
      addedPrice: 120,
      priceChanged: true,
      available: 3,
      stockShort: true,
      lineTotal: 520,
    });
  });

  it('keeps a product no longer sold, marked unavailable and left out of the totals', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 1);
    await setLine(meena, laddu.id, 1);
    fakeCatalog.packs = [laddu];
    const cart = await call(CartPatterns.get, meena);
    expect(cart.lines.find((l) => l.productId === murukku.id)).toMatchObject({ name: 'Murukku', unavailable: true });
    expect(cart.totals.subtotal).toBe(120);
  });

  it('merges a guest cart: quantities add up, capped by stock; products gone or out of stock are left out', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 7);
    const gone = randomUUID();
    const cart = await call(CartPatterns.merge, meena, {
      lines: [
        { productId: murukku.id, quantity: 2 },
        { productId: murukku.id, quantity: 3 },
        { productId: laddu.id, quantity: 2 },
        { productId: gone, quantity: 1 },
      ],
    });
    expect(linesOf(cart)).toEqual([
      [murukku.id, 10],
      [laddu.id, 2],
    ]);
    const again = await call(CartPatterns.merge, meena, { lines: [{ productId: laddu.id, quantity: 1 }] });
    expect(linesOf(again)).toEqual([
      [murukku.id, 10],
      [laddu.id, 3],
    ]);
    await expect(call(CartPatterns.merge, meena, { lines: [{ productId: 'x', quantity: 1 }] })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });

  it('keeps two packs of one product as two lines, each priced and stocked as its pack', async () => {
    fakeCatalog.packs = [murukku, bigMurukku, laddu];
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    const cart = await call(CartPatterns.setLine, meena, {
      productId: murukku.id,
      variantId: bigMurukku.variantId,
      quantity: 9,
    });
    expect(cart.lines.map((l) => [l.variantId, l.variantLabel, l.quantity, l.price, l.maxQuantity])).toEqual([
      [murukku.variantId, '250g', 2, 120, 10],
      [bigMurukku.variantId, '500 g', 4, 220, 4],
    ]);
    expect(cart.totals.subtotal).toBe(240 + 880);
    const left = await call(CartPatterns.removeLine, meena, { productId: murukku.id, variantId: bigMurukku.variantId });
    expect(packsOf(left)).toEqual([[murukku.variantId, '250g', 2]]);
  });

  it('refuses a pack the catalog does not sell, and a pack id that is not one', async () => {
    const meena = customer();
    const unknown = randomUUID();
    await expect(
      call(CartPatterns.setLine, meena, { productId: murukku.id, variantId: unknown, quantity: 1 }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND', message: `Pack not found: ${unknown}` });
    await expect(
      call(CartPatterns.setLine, meena, { productId: murukku.id, variantId: '500g', quantity: 1 }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'variantId must be a pack id' });
  });

  it('merges guest lines of one pack, whether or not they name the default pack, and keeps other packs apart', async () => {
    fakeCatalog.packs = [murukku, bigMurukku];
    const meena = customer();
    await setLine(meena, murukku.id, 1);
    const cart = await call(CartPatterns.merge, meena, {
      lines: [
        { productId: murukku.id, variantId: murukku.variantId, quantity: 2 },
        { productId: murukku.id, quantity: 3 },
        { productId: murukku.id, variantId: bigMurukku.variantId, quantity: 1 },
      ],
    });
    expect(packsOf(cart)).toEqual([
      [murukku.variantId, '250g', 6],
      [bigMurukku.variantId, '500 g', 1],
    ]);
  });

  it('keeps a line added before packs as the line of its default pack, until that pack is ordered', async () => {
    const meena = customer();
    const { id } = await setLine(meena, laddu.id, 1);
    // As migration 0009 leaves a line added before packs: no pack id.
    const line = and(eq(cartLines.cartId, id!), eq(cartLines.productId, laddu.id));
    await fixture.db.update(cartLines).set({ variantId: null }).where(line);
    expect(packsOf(await call(CartPatterns.get, meena))).toEqual([[laddu.variantId, '250g', 1]]);
    const cart = await call(CartPatterns.setLine, meena, {
      productId: laddu.id,
      variantId: laddu.variantId,
      quantity: 3,
    });
    expect(packsOf(cart)).toEqual([[laddu.variantId, '250g', 3]]);
    await place(meena, [{ productId: laddu.id, variantId: laddu.variantId, quantity: 3 }]);
    expect((await call(CartPatterns.get, meena)).lines).toEqual([]);
  });

  it('takes only the ordered packs out of the cart', async () => {
    fakeCatalog.packs = [murukku, bigMurukku];
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    await call(CartPatterns.setLine, meena, { productId: murukku.id, variantId: bigMurukku.variantId, quantity: 1 });
    await place(meena, [{ productId: murukku.id, variantId: bigMurukku.variantId, quantity: 1 }]);
    expect(packsOf(await call(CartPatterns.get, meena))).toEqual([[murukku.variantId, '250g', 2]]);
  });

  it("reaches only the principal's own cart, and only a customer's", async () => {
    const meena = customer();
    const ravi = customer();
    await setLine(meena, murukku.id, 2);
    expect((await call(CartPatterns.get, ravi)).lines).toEqual([]);
    await call(CartPatterns.clear, ravi);
    await call(CartPatterns.removeLine, ravi, { productId: murukku.id });
    expect(linesOf(await call(CartPatterns.get, meena))).toEqual([[murukku.id, 2]]);
    const seller: Principal = { id: meena.id, role: 'seller', email: 'amma@example.in' };
    await expect(call(CartPatterns.get, seller)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(setLine(seller, murukku.id, 1)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('removes a line and clears the cart', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    await setLine(meena, laddu.id, 1);
    expect(linesOf(await call(CartPatterns.removeLine, meena, { productId: murukku.id }))).toEqual([[laddu.id, 1]]);
    expect((await call(CartPatterns.clear, meena)).lines).toEqual([]);
  });

  it('is emptied when the order is placed', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    await setLine(meena, laddu.id, 1);
    await place(meena, [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ]);
    expect((await call(CartPatterns.get, meena)).lines).toEqual([]);
  });

  it('is kept when placing the order fails', async () => {
    const meena = customer();
    await setLine(meena, murukku.id, 2);
    fakeCatalog.confirm = () => ({ confirmed: false });
    await expect(place(meena, [{ productId: murukku.id, quantity: 2 }])).rejects.toMatchObject({ kind: 'CONFLICT' });
    fakeCatalog.reserve = () => ({
      ok: false,
      reason: 'short',
      productId: murukku.id,
      variantId: murukku.variantId,
      name: 'Murukku 250g',
      available: 1,
    });
    await expect(place(meena, [{ productId: murukku.id, quantity: 2 }])).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect(linesOf(await call(CartPatterns.get, meena))).toEqual([[murukku.id, 2]]);
  });
});

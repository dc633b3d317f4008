import {
  CatalogStockPatterns,
  ISSUE_ANSWERED_MAIL_JOB,
  OrderEvents,
  OrderPatterns,
  REPLACEMENT_SHIPPED_MAIL_JOB,
  type ErasureBlockers,
  type Issue,
  type IssueResponse,
  type OrderIssueResolvedEvent,
  type OrderReplacementChangedEvent,
  type PackRef,
  type Principal,
  type ReserveStockResult,
  type StandingOrdersResponse,
} from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { fakeCatalog, murukku } from '../../../test/fake-catalog';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

/**
 * A ticket settled with a replacement: its stock is held (reserved under the ticket's id) from the moment it is
 * offered, given back when the offer does not stand, and the seller ships it, then records it delivered.
 */
describe('order service: a replacement for a ticket', () => {
  const fixture = orderServiceForTest<{ orderNumber: string; issueNumber?: string; to?: string }>({
    ISSUE_SWEEP_SECONDS: '86400',
  });
  const { place, deliver } = fixture;
  const resolved: OrderIssueResolvedEvent[] = [];
  const changed: OrderReplacementChangedEvent[] = [];
  /** What the catalog was asked to reserve, by the id it was reserved under. */
  const reserved = new Map<string, PackRef[]>();

  beforeAll(async () => {
    await fixture.start({ watch: true });
    await fixture.platform.events.subscribe<OrderIssueResolvedEvent>(OrderEvents.issueResolved, {}, (e) => {
      resolved.push(e.data);
    });
    await fixture.platform.events.subscribe<OrderReplacementChangedEvent>(
      OrderEvents.replacementChanged,
      {},
      (e) => void changed.push(e.data),
    );
  }, SERVICE_START_TIMEOUT_MS);
  beforeEach(() => {
    fakeCatalog.reset();
    const reserve = fakeCatalog.reserve.bind(fakeCatalog);
    fakeCatalog.reserve = (id, lines) => {
      reserved.set(id, lines);
      return reserve(id, lines);
    };
  });
  afterAll(() => {
    fakeCatalog.reset();
    return fixture.stop();
  });

  const command = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    fixture.platform.client.command<IssueResponse>(pattern, { principal, input });
  const answer = (number: string, body: Record<string, unknown>, principal: Principal = amma) =>
    command(OrderPatterns.answerIssue, principal, { number, ...body });
  const ship = (number: string, principal: Principal = amma) =>
    command(OrderPatterns.moveReplacement, principal, {
      number,
      status: 'shipped',
      trackingNumber: 'EK123456789IN',
      carrier: 'India Post',
    });
  const delivered = (number: string, principal: Principal = amma) =>
    command(OrderPatterns.moveReplacement, principal, { number, status: 'delivered' });
  const standing = async (ids: string[]) =>
    (await fixture.platform.client.query<StandingOrdersResponse>(OrderPatterns.standing, { orderIds: ids })).standing;
  const confirmed = (id: string) =>
    fakeCatalog.calls.some((c) => c.pattern === CatalogStockPatterns.confirm && c.orderId === id);

  /** A ticket about both murukku of a delivered order (Amma Snacks' part). */
  const ticket = async (): Promise<Issue> => {
    const order = await place();
    await deliver(amma, order.id);
    const { issue } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'damaged',
      lines: [{ productId: murukku.id, quantity: 2 }],
      description: 'Both packets of murukku arrived crushed',
    });
    return issue;
  };
  /** A ticket settled with the seller's replacement, accepted by the shopper. */
  const settled = async (): Promise<Issue> => {
    const issue = await ticket();
    await answer(issue.number, { resolution: 'replacement' });
    return (await command(OrderPatterns.acceptIssue, shopper, { number: issue.number })).issue;
  };

  it('holds the stock as the seller offers a replacement, and settles with it, owing nothing, once the shopper accepts', async () => {
    const issue = await ticket();
    const { issue: offered } = await answer(issue.number, { resolution: 'replacement', note: 'Fresh from today' });

    expect(reserved.get(issue.id)).toEqual([{ productId: murukku.id, variantId: murukku.variantId, quantity: 2 }]);
    expect(confirmed(issue.id)).toBe(true);
    expect(offered).toMatchObject({
      status: 'offered',
      resolution: { kind: 'replacement', note: 'Fresh from today', by: 'seller' },
      replacement: null,
    });
    expect(offered.history.at(-1)?.note).toBe('Replacement of the reported items offered');
    await waitUntil('the shopper is mailed the offer', () =>
      fixture.mails.some((m) => m.name === ISSUE_ANSWERED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    // The catalog's sweeper keeps a reservation whose ticket holds a replacement.
    expect(await standing([issue.id])).toEqual([issue.id]);

    const { issue: accepted } = await command(OrderPatterns.acceptIssue, shopper, { number: issue.number });

    expect(accepted).toMatchObject({
      status: 'resolved',
      replacement: { status: 'to-send', carrier: null, trackingNumber: null, shippedAt: null, deliveredAt: null },
    });
    await waitUntil('order.issue-resolved is sent', () => resolved.some((e) => e.issueId === issue.id));
    expect(resolved.find((e) => e.issueId === issue.id)).toMatchObject({ resolution: 'replacement', refundPaise: 0 });
    const order = await fixture.get(issue.orderId!);
    expect(order.refund?.refunds ?? []).toEqual([]);
    expect(fakeCatalog.released()).not.toContain(issue.id);
  });

  it('refuses a replacement the catalog cannot hold, naming the pack, and leaves the ticket open', async () => {
    const issue = await ticket();
    fakeCatalog.reserve = (): ReserveStockResult => ({
      ok: false,
      reason: 'short',
      productId: murukku.id,
      variantId: murukku.variantId,
      name: 'Murukku 200 g',
      available: 1,
    });

    await expect(answer(issue.number, { resolution: 'replacement' })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.OUT_OF_STOCK',
      message: 'Only 1 left in stock for Murukku 200 g: offer a refund instead',
    });

    const { issue: now } = await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
      principal: admin,
      input: { number: issue.number },
    });
    expect(now).toMatchObject({ status: 'open', resolution: null });
    // A refusal reserved nothing: there is nothing to give back.
    expect(fakeCatalog.released()).not.toContain(issue.id);
    expect(await standing([issue.id])).toEqual([]);
  });

  it('gives the stock back when the catalog’s answer is lost, or another answer lands while it is reserved', async () => {
    const lost = await ticket();
    fakeCatalog.reserve = () => {
      throw new Error('catalog unreachable');
    };
    await expect(answer(lost.number, { resolution: 'replacement' })).rejects.toBeDefined();
    await waitUntil('the lost reservation is released', () => fakeCatalog.released().includes(lost.id));

    fakeCatalog.reset();
    const raced = await ticket();
    fakeCatalog.reserve = (async (_id: string, lines: PackRef[]) => {
      // The seller's other tab answers with a refund while the replacement is being held.
      await answer(raced.number, { resolution: 'refund', amount: 10 });
      return { ok: true, products: [murukku].filter((p) => lines.some((l) => l.productId === p.id)) };
      // The fake's controller answers a promise as the catalog would answer its result.
    }) as unknown as typeof fakeCatalog.reserve;
    await expect(answer(raced.number, { resolution: 'replacement' })).rejects.toMatchObject({
      code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED',
    });
    await waitUntil('the raced reservation is released', () => fakeCatalog.released().includes(raced.id));
    expect(confirmed(raced.id)).toBe(false);
  });

  it('ships the replacement once with its tracking, mailing the shopper, then records it delivered once', async () => {
    const issue = await settled();
    await expect(delivered(issue.number)).rejects.toMatchObject({
      code: 'ORDER.REPLACEMENT_NOT_ALLOWED',
      message: `Ship the replacement of ticket ${issue.number} before recording it delivered`,
    });
    for (const someone of [house, shopper])
      await expect(ship(issue.number, someone)).rejects.toMatchObject({ code: 'ORDER.ISSUE_NOT_FOUND' });
    await expect(
      command(OrderPatterns.moveReplacement, amma, { number: issue.number, status: 'shipped' }),
    ).rejects.toMatchObject({ kind: 'VALIDATION' });

    const racing = await Promise.allSettled([ship(issue.number), ship(issue.number)]);

    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(racing.find((r) => r.status === 'rejected')).toMatchObject({
      reason: {
        code: 'ORDER.REPLACEMENT_NOT_ALLOWED',
        message: `The replacement of ticket ${issue.number} was shipped already`,
      },
    });
    const { issue: shipped } = (racing.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<IssueResponse>)
      .value;
    expect(shipped.replacement).toMatchObject({
      status: 'shipped',
      carrier: 'India Post',
      trackingNumber: 'EK123456789IN',
      shippedAt: expect.any(String),
    });
    expect(shipped.history.at(-1)).toMatchObject({
      by: 'seller',
      note: 'Replacement shipped by India Post, tracking number EK123456789IN',
    });
    await waitUntil('the shopper is mailed the shipment', () =>
      fixture.mails.some((m) => m.name === REPLACEMENT_SHIPPED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    expect(
      fixture.mails.find((m) => m.name === REPLACEMENT_SHIPPED_MAIL_JOB && m.data.issueNumber === issue.number)?.data,
    ).toMatchObject({
      to: shopper.email,
      sellerName: 'Amma Snacks',
      trackingNumber: 'EK123456789IN',
      lines: [{ name: murukku.name, quantity: 2 }],
    });

    const { issue: done } = await delivered(issue.number);

    expect(done.replacement).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
    await expect(delivered(issue.number)).rejects.toMatchObject({ code: 'ORDER.REPLACEMENT_NOT_ALLOWED' });
    await waitUntil('the catalog is told it was shipped and delivered', () =>
      ['shipped', 'delivered'].every((s) => changed.some((e) => e.issueId === issue.id && e.status === s)),
    );
  });

  it('refuses a replacement step on a ticket settled otherwise, or not settled', async () => {
    const refunded = await ticket();
    await expect(ship(refunded.number)).rejects.toMatchObject({
      code: 'ORDER.REPLACEMENT_NOT_ALLOWED',
      message: `Ticket ${refunded.number} was not settled with a replacement`,
    });
    await answer(refunded.number, { resolution: 'replacement' });
    // Offered, not yet settled: nothing to send.
    await expect(ship(refunded.number)).rejects.toMatchObject({ code: 'ORDER.REPLACEMENT_NOT_ALLOWED' });
  });

  it('lets the grievance officer overrule a replacement (its stock given back) or decide one (its stock held)', async () => {
    const overruled = await ticket();
    await answer(overruled.number, { resolution: 'replacement' });
    await command(OrderPatterns.escalateIssue, shopper, {
      number: overruled.number,
      reason: 'I would rather have my money back',
    });
    const { issue: refunded } = await command(OrderPatterns.decideIssue, admin, {
      number: overruled.number,
      resolution: 'refund',
      amount: 50,
    });
    expect(refunded).toMatchObject({ status: 'resolved', resolution: { kind: 'refund' }, replacement: null });
    await waitUntil('the catalog is told to give the stock back', () =>
      changed.some((e) => e.issueId === overruled.id && e.status === 'withdrawn'),
    );
    expect(await standing([overruled.id])).toEqual([]);

    const decided = await ticket();
    const { issue } = await command(OrderPatterns.decideIssue, admin, {
      number: decided.number,
      resolution: 'replacement',
    });
    expect(reserved.get(decided.id)).toEqual([{ productId: murukku.id, variantId: murukku.variantId, quantity: 2 }]);
    expect(issue).toMatchObject({
      resolution: { kind: 'replacement', by: 'admin' },
      replacement: { status: 'to-send' },
    });
    expect(changed.some((e) => e.issueId === decided.id && e.status === 'withdrawn')).toBe(false);
  });

  it('keeps the shopper from deleting the account, and the seller from closing, until the replacement is delivered', async () => {
    const issue = await settled();
    const waitFor = `the replacement of ticket ${issue.number} is on its way (wait until it is delivered)`;
    const customerBlockers = async () =>
      (
        await fixture.platform.client.query<ErasureBlockers>(OrderPatterns.erasureBlockers, {
          customerId: shopper.id,
        })
      ).blockers;
    const sellerBlockers = async () =>
      (await fixture.platform.client.query<ErasureBlockers>(OrderPatterns.sellerOpenWork, { sellerId: amma.id }))
        .blockers;
    expect(await customerBlockers()).toContain(waitFor);
    expect((await sellerBlockers()).some((b) => b.includes(`replacement of ticket ${issue.number}`))).toBe(true);

    await ship(issue.number);
    await delivered(issue.number);

    expect(await customerBlockers()).not.toContain(waitFor);
    expect((await sellerBlockers()).some((b) => b.includes(`replacement of ticket ${issue.number}`))).toBe(false);
  });
});

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogEvents,
  CatalogSellerJobs,
  FinanceSourcePatterns,
  MAIL_QUEUE,
  MailJobs,
  type FoodFactsHeldJob,
  type ProductsChangedEvent,
  type SellerFinanceProfilesQuery,
  type SellerFinanceProfilesResult,
} from '@thindi/contracts';
import { LocalJobQueue, UnitOfWork, type Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../test/products-for-sale';
import { CatalogModule } from '../catalog.module';
import { FoodFactsRepository } from '../db/food-facts.repository';
import { catalogTables, outbox, products, productVisible } from '../db/schema';
import { FoodFactsSweeper } from './food-facts-sweeper';

const DAY_MS = 86_400_000;
/** As many sellers as one transaction of the sweep takes, and one more: their hold takes two. */
const TWO_BATCHES_OF_SELLERS = 21;

/** A port's method as its spy calls it. */
type Port = (this: unknown, ...args: unknown[]) => unknown;

/** Plays the seller service's answer to "who is this seller": each seller's address is `<its id>@example.in`. */
@Controller()
class FakeSellersController {
  @MessagePattern(FinanceSourcePatterns.sellerProfiles)
  profiles(@Payload() { sellerIds }: SellerFinanceProfilesQuery): SellerFinanceProfilesResult {
    return {
      profiles: sellerIds.map((sellerId) => ({
        sellerId,
        businessName: 'Amma Snacks',
        address: '1 Main Road, Madurai, Tamil Nadu, 625001',
        state: 'Tamil Nadu',
        pincode: '625001',
        gstin: null,
        pan: null,
        email: `${sellerId}@example.in`,
        bank: null,
      })),
    };
  }
}

/**
 * The food-facts hold under faults: whatever fails between the hold and the hand-over of its storefront event and
 * the seller's mail, the products are held, the storefront is told and each seller is mailed once per hold.
 */
describe('catalog service: the food-facts hold under faults', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let sweeper: FoodFactsSweeper;
  let realAdd: Port;
  let realPublish: Port;

  const db = () => platform.db.drizzle(catalogTables);
  /** A seller with `count` products past their grace without their facts; answers the seller and the products. */
  const sellerDue = async (count = 1) => {
    const sellerId = randomUUID();
    const ids = await addProductsForSale(platform, count, sellerId);
    const since = new Date(Date.now() - (platform.config.FOOD_FACTS_GRACE_DAYS + 1) * DAY_MS);
    await db().update(products).set({ foodFactsSince: since }).where(inArray(products.id, ids));
    return { sellerId, ids };
  };
  /** How many of the products are held for their facts and off the storefront. */
  const heldOf = async (ids: string[]) =>
    (
      await db()
        .select({ held: products.factsHeld, visible: productVisible })
        .from(products)
        .where(inArray(products.id, ids))
    ).filter((p) => p.held && !p.visible).length;
  /** The mails handed to the mail service for the seller (the held-products notice turned into its mail). */
  const mailsTo = (sellerId: string) =>
    addJob.mock.calls.filter(
      ([queue, name, data]) =>
        queue === MAIL_QUEUE && name === MailJobs.foodFactsHeld && data.to === `${sellerId}@example.in`,
    );
  const noticesOf = (sellerId: string) =>
    addJob.mock.calls.filter(
      ([queue, name, data]) =>
        queue === CATALOG_SELLER_MAIL_QUEUE &&
        name === CatalogSellerJobs.foodFactsHeld &&
        (data as FoodFactsHeldJob).sellerId === sellerId,
    );
  const storefrontTold = (ids: string[]) =>
    publish.mock.calls.filter(
      ([subject, data]) =>
        subject === CatalogEvents.productsChanged &&
        ids.every((id) => (data as ProductsChangedEvent).productIds.includes(id)),
    );
  /** Whether an outbox entry is the seller's notice or the event naming its products. */
  const mentions = (data: unknown, due: { sellerId: string; ids: string[] }) => {
    const { sellerId, productIds } = data as { sellerId?: string; productIds?: string[] };
    return sellerId === due.sellerId || !!productIds?.some((id) => due.ids.includes(id));
  };
  const waiting = async (due: { sellerId: string; ids: string[] }) =>
    (await db().select({ data: outbox.data }).from(outbox)).filter((e) => mentions(e.data, due)).length;
  /** Makes every write of the seller's notice to the outbox fail, as a full disk or a lost connection would. */
  const refuseOutboxWrites = async (sellerId: string) => {
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION catalog.refuse_outbox_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the outbox cannot be written'; END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER refuse_outbox_write BEFORE INSERT ON catalog.outbox FOR EACH ROW
        WHEN (NEW.data->>'sellerId' = '${sellerId}') EXECUTE FUNCTION catalog.refuse_outbox_write()`),
    );
  };
  const acceptOutboxWrites = () => db().execute(sql`DROP TRIGGER IF EXISTS refuse_outbox_write ON catalog.outbox`);
  /** Every job and event of the service handed over and every mail turned into its job. */
  const settled = async () => {
    await service.app.get(UnitOfWork).flush();
    await (platform.jobs as LocalJobQueue).idle();
  };

  beforeAll(async () => {
    service = await startServiceForTest(
      'catalog',
      { module: class CatalogWithFakeSellers {}, imports: [CatalogModule], controllers: [FakeSellersController] },
      {
        prepare: (p) => {
          publish = jest.spyOn(p.events, 'publish');
          addJob = jest.spyOn(p.jobs, 'add');
        },
      },
    );
    platform = service.platform;
    sweeper = service.app.get(FoodFactsSweeper);
    realAdd = addJob.getMockImplementation()!;
    realPublish = publish.getMockImplementation()!;
  }, SERVICE_START_TIMEOUT_MS);
  afterEach(async () => {
    addJob.mockImplementation(realAdd);
    publish.mockImplementation(realPublish);
    await acceptOutboxWrites();
  });
  afterAll(() => service?.stop());

  it('holds nothing when the outbox cannot take the seller’s notice, and the next sweep holds and mails once', async () => {
    const due = await sellerDue(2);
    await refuseOutboxWrites(due.sellerId);
    expect(await sweeper.sweep()).toBe(0);
    // The hold rolled back with its event and notice: the products are still on sale, nobody was told.
    expect(await heldOf(due.ids)).toBe(0);
    await settled();
    expect([noticesOf(due.sellerId), storefrontTold(due.ids)]).toEqual([[], []]);

    await acceptOutboxWrites();
    expect(await sweeper.sweep()).toBe(2);
    expect(await sweeper.sweep()).toBe(0);
    await settled();
    expect(await heldOf(due.ids)).toBe(due.ids.length);
    expect(storefrontTold(due.ids)).toHaveLength(1);
    expect(mailsTo(due.sellerId)).toHaveLength(1);
  });

  it('keeps the storefront event and the seller’s notice in the outbox while the bus and the queue refuse them, and sends each once', async () => {
    const due = await sellerDue();
    const down = { now: true };
    const accepted: { notices: unknown[][]; events: unknown[][] } = { notices: [], events: [] };
    const gate = (real: Port, ours: (args: unknown[]) => boolean, into: unknown[][]): Port =>
      function (this: unknown, ...args: unknown[]) {
        if (ours(args)) {
          if (down.now) return Promise.reject(new Error('the broker is down'));
          into.push(args);
        }
        return real.apply(this, args);
      };
    const ourNotice = ([queue, , data]: unknown[]) => queue === CATALOG_SELLER_MAIL_QUEUE && mentions(data, due);
    const ourEvent = ([subject, data]: unknown[]) => subject === CatalogEvents.productsChanged && mentions(data, due);
    addJob.mockImplementation(gate(realAdd, ourNotice, accepted.notices));
    publish.mockImplementation(gate(realPublish, ourEvent, accepted.events));

    await sweeper.sweep();
    await sweeper.sweep();
    // The hold is committed at once; its event and notice wait for the broker, the second sweep added none.
    expect(await heldOf(due.ids)).toBe(due.ids.length);
    expect(await waiting(due)).toBe(2);

    down.now = false;
    await service.app.get(UnitOfWork).flush();
    await waitUntil('the outbox sent the hold’s event and notice', async () => (await waiting(due)) === 0);
    await settled();
    expect(accepted.events).toHaveLength(1);
    expect(accepted.notices).toEqual([
      [
        CATALOG_SELLER_MAIL_QUEUE,
        CatalogSellerJobs.foodFactsHeld,
        expect.objectContaining({ sellerId: due.sellerId }),
        expect.anything(),
      ],
    ]);
    expect(mailsTo(due.sellerId)).toHaveLength(1);
    // The refused tries and the one that went are one event to the bus (JetStream drops a repeat of the same id).
    const tries = publish.mock.calls.filter(ourEvent);
    expect(tries.length).toBeGreaterThan(1);
    expect(new Set(tries.map(([, , options]) => (options as { id: string }).id)).size).toBe(1);
  });

  it('keeps the sellers held before a sweep died, and the next sweep holds the rest, mailing each seller once', async () => {
    const dues = [];
    for (let i = 0; i < TWO_BATCHES_OF_SELLERS; i++) dues.push(await sellerDue());
    const facts = service.app.get(FoodFactsRepository);
    const holdDue = facts.holdDue.bind(facts);
    // After its first transaction every call of the process fails: it is gone.
    const died = new Error('the process died');
    const dying = [
      jest.spyOn(facts, 'holdDue').mockImplementationOnce(holdDue).mockRejectedValueOnce(died),
      jest.spyOn(facts, 'dueSellerIds').mockRejectedValueOnce(died),
    ];
    await expect(sweeper.sweep()).rejects.toThrow('the process died');
    for (const spy of dying) spy.mockRestore();
    const heldFirst = [];
    for (const due of dues) if (await heldOf(due.ids)) heldFirst.push(due);
    expect(heldFirst).toHaveLength(TWO_BATCHES_OF_SELLERS - 1);

    await sweeper.sweep();
    await sweeper.sweep();
    await settled();
    for (const due of dues) {
      expect(await heldOf(due.ids)).toBe(due.ids.length);
      expect([noticesOf(due.sellerId).length, mailsTo(due.sellerId).length]).toEqual([1, 1]);
    }
  });

  it('holds the other sellers’ products in the same sweep when one seller’s hold keeps failing', async () => {
    const [failing, other] = [await sellerDue(2), await sellerDue(1)];
    await refuseOutboxWrites(failing.sellerId);
    expect(await sweeper.sweep()).toBe(1);
    expect(await sweeper.sweep()).toBe(0);
    await settled();
    expect(await heldOf(other.ids)).toBe(1);
    expect(mailsTo(other.sellerId)).toHaveLength(1);
    expect(await heldOf(failing.ids)).toBe(0);

    await acceptOutboxWrites();
    expect(await sweeper.sweep()).toBe(2);
    await settled();
    expect(await heldOf(failing.ids)).toBe(2);
    expect([mailsTo(failing.sellerId).length, mailsTo(other.sellerId).length]).toEqual([1, 1]);
  });
});

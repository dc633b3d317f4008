import {
  FOOD_LICENCE_MAIL_JOB,
  MAIL_QUEUE,
  SellerEvents,
  SellerPatterns,
  type FoodLicenceMail,
  type SellerPublicProfileChangedEvent,
} from '@thindi/contracts';
import { UnitOfWork, type Platform } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { eq, sql } from 'drizzle-orm';
import { admin, as, registerVerifiedSeller, sellerForm, startSellerForTest } from '../../test/seller-fixture';
import { FoodLicencesRepository } from '../db/food-licences.repository';
import { outbox, sellers, sellerTables } from '../db/schema';
import { FoodLicenceSweeper } from './food-licence-sweeper';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A sweep's clock past the licences given in this file (valid for 10 days): each has lapsed. */
const afterLapse = () => new Date(Date.now() + 12 * DAY_MS);

/** A port's method as its spy calls it. */
type Port = (this: unknown, ...args: unknown[]) => unknown;

/**
 * The licence sweep under faults: whatever fails between the seller's change and the hand-over of its mail and
 * catalog event, the seller hears of each notice once and the catalog is told, by the next sweep or the outbox.
 */
describe('seller service: the licence sweep under faults', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let sweeper: FoodLicenceSweeper;
  let realAdd: Port;
  let realPublish: Port;
  let serial = 0;

  const db = () => platform.db.drizzle(sellerTables);
  const row = async (id: string) => (await db().select().from(sellers).where(eq(sellers.id, id)))[0];
  /** An approved seller whose verified licence lapses in 10 days, the catalog told it sells. */
  const approvedSeller = async () => {
    serial += 1;
    const n = String(serial).padStart(4, '0');
    const form = sellerForm(n, { email: `fault${n}@example.in`, phone: `97000${n}0` });
    const { seller } = await registerVerifiedSeller({ platform, addJob }, { ...form, fssaiValidUntil: dateIn(10) });
    await platform.client.command(SellerPatterns.approve, as(admin, { id: seller.id }));
    return { id: seller.id, email: form.email };
  };
  const licenceMails = (to: string) =>
    addJob.mock.calls
      .filter(([q, name, data]) => q === MAIL_QUEUE && name === FOOD_LICENCE_MAIL_JOB && data.to === to)
      .map(([, , data]) => (data as FoodLicenceMail).notice);
  const sellsFood = (id: string) =>
    publish.mock.calls
      .filter(([s, d]) => s === SellerEvents.publicProfileChanged && (d as { sellerId: string }).sellerId === id)
      .map(([, d]) => (d as SellerPublicProfileChangedEvent).sellsFood);
  /** Whether the seller's mail or catalog event is one the outbox holds. */
  const mentions = (data: unknown, seller: { id: string; email: string }) => {
    const { to, sellerId } = data as { to?: string; sellerId?: string };
    return to === seller.email || sellerId === seller.id;
  };
  const waiting = async (seller: { id: string; email: string }) =>
    (await db().select({ data: outbox.data }).from(outbox)).filter((e) => mentions(e.data, seller)).length;
  /** Makes every write of the seller's mail or event to the outbox fail, as a full disk or a lost connection would. */
  const refuseOutboxWrites = async (seller: { id: string; email: string }) => {
    await db().execute(
      sql.raw(`CREATE OR REPLACE FUNCTION seller.refuse_outbox_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the outbox cannot be written'; END $$`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER refuse_outbox_write BEFORE INSERT ON seller.outbox FOR EACH ROW
        WHEN (NEW.data->>'to' = '${seller.email}' OR NEW.data->>'sellerId' = '${seller.id}')
        EXECUTE FUNCTION seller.refuse_outbox_write()`),
    );
  };
  const acceptOutboxWrites = () => db().execute(sql`DROP TRIGGER IF EXISTS refuse_outbox_write ON seller.outbox`);
  /**
   * Makes the queue and the bus refuse the seller's mails and events while `down.now`, as a broker outage would;
   * answers what they accepted of them.
   */
  const brokerDownFor = (seller: { id: string; email: string }, down: { now: boolean }) => {
    const accepted: { mails: unknown[]; events: unknown[] } = { mails: [], events: [] };
    const gate = (real: Port, payloadAt: number, into: unknown[]): Port =>
      function (this: unknown, ...args: unknown[]) {
        if (mentions(args[payloadAt], seller)) {
          if (down.now) return Promise.reject(new Error('the broker is down'));
          into.push(args[payloadAt]);
        }
        return real.apply(this, args);
      };
    addJob.mockImplementation(gate(realAdd, 2, accepted.mails));
    publish.mockImplementation(gate(realPublish, 1, accepted.events));
    return accepted;
  };

  beforeAll(async () => {
    ({ service, platform, publish, addJob } = await startSellerForTest());
    sweeper = service.app.get(FoodLicenceSweeper);
    realAdd = addJob.getMockImplementation()!;
    realPublish = publish.getMockImplementation()!;
  }, SERVICE_START_TIMEOUT_MS);
  afterEach(async () => {
    addJob.mockImplementation(realAdd);
    publish.mockImplementation(realPublish);
    await acceptOutboxWrites();
  });
  afterAll(() => service?.stop());

  it('records nothing when the outbox cannot take the lapse mail, and the next sweep mails it once and hides the seller', async () => {
    const seller = await approvedSeller();
    await refuseOutboxWrites(seller);
    expect(await sweeper.sweep(afterLapse())).toMatchObject({ failed: 1 });
    // The change rolled back with its mail: the lapse is not recorded as mailed, the catalog still shows the seller.
    expect(await row(seller.id)).toMatchObject({ fssaiLapseMailedFor: null, publishedSelling: true });
    expect(licenceMails(seller.email)).toEqual([]);

    await acceptOutboxWrites();
    await sweeper.sweep(afterLapse());
    await sweeper.sweep(afterLapse());
    expect(licenceMails(seller.email)).toEqual(['lapsed']);
    expect(sellsFood(seller.id)).toEqual([true, false]);
    expect(await row(seller.id)).toMatchObject({ fssaiLapseMailedFor: dateIn(10), publishedSelling: false });
  });

  it('keeps the lapse mail and the catalog event in the outbox while the queue and the bus refuse them, and sends each once', async () => {
    const seller = await approvedSeller();
    const down = { now: true };
    const accepted = brokerDownFor(seller, down);
    await sweeper.sweep(afterLapse());
    await sweeper.sweep(afterLapse());
    // The seller's change is committed and its mail and event wait; the second sweep found nothing more to say.
    expect(await row(seller.id)).toMatchObject({ fssaiLapseMailedFor: dateIn(10), publishedSelling: false });
    expect(await waiting(seller)).toBe(2);
    expect(accepted).toEqual({ mails: [], events: [] });

    down.now = false;
    await service.app.get(UnitOfWork).flush();
    await waitUntil('the outbox sent the seller its mail and event', async () => (await waiting(seller)) === 0);
    await sweeper.sweep(afterLapse());
    expect(accepted.mails).toEqual([expect.objectContaining({ to: seller.email, notice: 'lapsed' })]);
    expect(accepted.events).toEqual([expect.objectContaining({ sellerId: seller.id, sellsFood: false })]);
    // Every try of the mail is one job to the queue (BullMQ drops a repeat of the same id): a retry never mails twice.
    const tries = addJob.mock.calls.filter(
      ([, name, data]) => name === FOOD_LICENCE_MAIL_JOB && data.to === seller.email,
    );
    expect(tries.length).toBeGreaterThan(1);
    expect(new Set(tries.map(([, , , options]) => (options as { jobId: string }).jobId)).size).toBe(1);
  });

  it('leaves a seller that cannot be settled for the next sweep without holding back the sellers after it', async () => {
    const [first, second] = [await approvedSeller(), await approvedSeller()].sort((a, b) => (a.id < b.id ? -1 : 1));
    const licences = service.app.get(FoodLicencesRepository);
    const locked = licences.locked.bind(licences);
    const dropped = jest.spyOn(licences, 'locked').mockImplementation(async (tx, id) => {
      if (id === first.id) throw new Error('the connection dropped');
      return locked(tx, id);
    });
    expect(await sweeper.sweep(afterLapse())).toMatchObject({ failed: 1 });
    expect(licenceMails(first.email)).toEqual([]);
    expect(licenceMails(second.email)).toEqual(['lapsed']);
    expect(sellsFood(second.id)).toEqual([true, false]);

    dropped.mockRestore();
    expect(await sweeper.sweep(afterLapse())).toMatchObject({ failed: 0 });
    await sweeper.sweep(afterLapse());
    expect(licenceMails(first.email)).toEqual(['lapsed']);
    expect(licenceMails(second.email)).toEqual(['lapsed']);
    expect([sellsFood(first.id), sellsFood(second.id)]).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});

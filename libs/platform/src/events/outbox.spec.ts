import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { createPgliteClient, type DatabaseClient, type Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { runWithRequestId } from '../logging/request-context';
import { DeadLetters } from './dead-letters';
import type { EventBus } from './event-bus';
import { OutboxRelay, type OutboxEntry } from './outbox';
import { outboxTable } from './outbox-table';
import { UnitOfWork } from './unit-of-work';
import { SERVICE_START_TIMEOUT_MS } from '../testing';

const outbox = outboxTable(pgSchema('shop'));

describe('transactional outbox', () => {
  let client: DatabaseClient;
  let db: Db;
  let failNext = 0;
  let refused = '';
  type Sent = { kind: string; topic: string; id?: string; data: unknown; requestId?: string };
  const sent: Sent[] = [];
  const events = {
    publish: async (subject: string, data: unknown, options?: { id?: string; requestId?: string }) => {
      if (failNext > 0 || subject === refused) {
        failNext -= 1;
        throw new Error('broker down');
      }
      sent.push({ kind: 'event', topic: subject, id: options?.id, data, requestId: options?.requestId });
    },
  } as unknown as EventBus;
  const jobs = {
    add: async (queue: string, name: string, data: unknown, options?: { jobId?: string; requestId?: string }) => {
      if (queue === refused) throw new Error('queue down');
      sent.push({ kind: 'job', topic: `${queue}/${name}`, id: options?.jobId, data, requestId: options?.requestId });
    },
  } as unknown as JobQueue;
  const logger = pino({ level: 'silent' });
  const relay = () => new OutboxRelay(db, outbox, { events, jobs, logger }, 60_000);
  /** A relay that retries at once (no wait between tries) and gives up after three. */
  const impatient = (deadLetters?: DeadLetters) =>
    new OutboxRelay(db, outbox, { events, jobs, logger, deadLetters }, 60_000, { maxAttempts: 3, firstDelayMs: 0 });
  const pending = async () => (await db.select().from(outbox)).length;
  /** Writes entries as a change does, in a unit of work with no relay of its own (the test's relay sends). */
  const write = (entries: OutboxEntry[]) =>
    new UnitOfWork(db, outbox).run(async (_tx, events) => events.add(...entries));

  beforeAll(async () => {
    client = await createPgliteClient(undefined);
    db = client.drizzle({ outbox });
    await db.execute(sql`CREATE SCHEMA shop`);
    await db.execute(sql`CREATE TABLE shop.outbox (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), seq bigserial NOT NULL, kind text NOT NULL,
      topic text NOT NULL, name text, data jsonb NOT NULL, attempts integer NOT NULL DEFAULT 0, request_id text,
      dead_at timestamptz, last_error text, created_at timestamptz NOT NULL DEFAULT now())`);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => client?.close());
  beforeEach(async () => {
    sent.length = 0;
    failNext = 0;
    refused = '';
    await db.delete(outbox);
  });

  it('keeps nothing that was written in a transaction that rolled back', async () => {
    await expect(
      new UnitOfWork(db, outbox).run(async (_tx, events) => {
        events.add({ kind: 'event', subject: 'seller.approved', data: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await pending()).toBe(0);
  });

  it('sends events and jobs in the order written, with the entry id as event and job id, then forgets them', async () => {
    await write([
      { kind: 'event', subject: 'seller.approved', data: { n: 1 } },
      { kind: 'job', queue: 'mail', name: 'seller-approved', data: { n: 2 } },
    ]);
    const ids = (await db.select().from(outbox)).map((r) => r.id);
    await relay().flush();
    expect(sent.map((s) => s.topic)).toEqual(['seller.approved', 'mail/seller-approved']);
    expect(sent.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(await pending()).toBe(0);
  });

  it('keeps what could not be sent, in order, and sends it on the next flush', async () => {
    await write([
      { kind: 'event', subject: 'first', data: {} },
      { kind: 'event', subject: 'second', data: {} },
    ]);
    failNext = 1;
    const r = new OutboxRelay(db, outbox, { events, jobs, logger }, 60_000, { firstDelayMs: 0 });
    await r.flush();
    expect(sent).toEqual([]);
    const [row] = await db
      .select()
      .from(outbox)
      .where(sql`topic = 'first'`);
    expect(row.attempts).toBe(1);
    await r.flush();
    expect(sent.map((s) => s.topic)).toEqual(['first', 'second']);
    expect(await pending()).toBe(0);
  });

  it('tries a failed entry again on the next flush, keeping the order, without counting tries before their time', async () => {
    await write([
      { kind: 'event', subject: 'first', data: {} },
      { kind: 'event', subject: 'second', data: {} },
    ]);
    failNext = 2;
    const r = relay();
    await r.flush();
    await r.flush();
    expect(sent).toEqual([]);
    const [row] = await db.select().from(outbox).orderBy(outbox.seq).limit(1);
    expect(row.attempts).toBe(1);
    await r.flush();
    expect(sent.map((s) => s.topic)).toEqual(['first', 'second']);
    expect(await pending()).toBe(0);
  });

  it('sends what an earlier run left behind as soon as it starts', async () => {
    await write([{ kind: 'event', subject: 'left.behind', data: {} }]);
    const r = relay();
    r.start();
    await r.stop();
    expect(sent.map((s) => s.topic)).toEqual(['left.behind']);
  });

  it('sends the events and jobs of a change with the id of the request that made it', async () => {
    await runWithRequestId('req-42', () =>
      write([
        { kind: 'event', subject: 'seller.registered', data: {} },
        { kind: 'job', queue: 'mail', name: 'seller-registered', data: {} },
      ]),
    );
    await relay().flush();
    expect(sent.map((s) => s.requestId)).toEqual(['req-42', 'req-42']);
  });

  it('keeps an entry the broker refuses every time as a dead letter and sends the entries after it', async () => {
    await write([
      { kind: 'event', subject: 'poison', data: {} },
      { kind: 'event', subject: 'after', data: {} },
    ]);
    refused = 'poison';
    const r = impatient();
    for (let flush = 0; flush < 3; flush++) await r.flush();
    expect(sent.map((s) => s.topic)).toEqual(['after']);
    const [dead] = await db.select().from(outbox);
    expect(dead).toMatchObject({ topic: 'poison', attempts: 3, lastError: 'broker down' });
    expect(dead.deadAt).toBeInstanceOf(Date);
    await r.flush();
    expect(sent.map((s) => s.topic)).toEqual(['after']);
  });

  it('counts dead letters under the service that owns the outbox', async () => {
    const deadLetters = new DeadLetters();
    const r = impatient(deadLetters);
    r.start();
    await write([{ kind: 'event', subject: 'poison', data: {} }]);
    refused = 'poison';
    for (let flush = 0; flush < 3; flush++) await r.flush();
    expect(await deadLetters.count()).toEqual({ shop: 1 });
    await r.stop();
    expect(await deadLetters.count()).toEqual({});
  });

  it('lists its dead letters newest first with owner, subject, request id and last error', async () => {
    const deadLetters = new DeadLetters();
    const r = impatient(deadLetters);
    r.start();
    const record = (entry: OutboxEntry) => runWithRequestId('req-9', () => write([entry]));
    await record({ kind: 'event', subject: 'poison', data: {} });
    refused = 'poison';
    for (let flush = 0; flush < 3; flush++) await r.flush();
    // The first died a second before the next: its place in the list does not hang on the clock's resolution.
    await db.execute(sql`UPDATE shop.outbox SET dead_at = dead_at - interval '1 second'`);
    await record({ kind: 'job', queue: 'mail', name: 'poison-mail', data: {} });
    refused = 'mail';
    for (let flush = 0; flush < 3; flush++) await r.flush();
    const listed = await deadLetters.list(() => true, 10);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        owner: 'shop',
        subject: 'mail/poison-mail',
        requestId: 'req-9',
        lastError: 'queue down',
        deadAt: expect.any(String),
      },
      {
        id: expect.any(String),
        owner: 'shop',
        subject: 'poison',
        requestId: 'req-9',
        lastError: 'broker down',
        deadAt: expect.any(String),
      },
    ]);
    expect(await deadLetters.list(() => true, 1)).toEqual([listed[0]]);
    expect(await deadLetters.list((owner) => owner !== 'shop', 10)).toEqual([]);
    await r.stop();
  });

  it('sends a dead letter again when it is replayed', async () => {
    await write([{ kind: 'event', subject: 'poison', data: { n: 7 } }]);
    refused = 'poison';
    const r = impatient();
    for (let flush = 0; flush < 3; flush++) await r.flush();
    refused = '';
    expect(await r.replay('shop')).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ topic: 'poison', data: { n: 7 } })]);
    expect(await pending()).toBe(0);
    expect(await r.count()).toEqual({ shop: 0 });
  });

  it('replays only the dead letter asked for', async () => {
    await write([
      { kind: 'event', subject: 'poison', data: { n: 1 } },
      { kind: 'event', subject: 'poison', data: { n: 2 } },
    ]);
    refused = 'poison';
    const r = impatient();
    for (let flush = 0; flush < 6; flush++) await r.flush();
    const [first] = await db.select().from(outbox).orderBy(outbox.seq);
    refused = '';
    expect(await r.replay('shop', first.id)).toBe(1);
    expect(sent.map((s) => s.data)).toEqual([{ n: 1 }]);
    expect(await r.count()).toEqual({ shop: 1 });
    expect(await r.replay('shop', 'not-an-id')).toBe(0);
    expect(await r.replay('another-service')).toBe(0);
  });
});

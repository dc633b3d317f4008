import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { createPgliteClient, type DatabaseClient, type Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { EventBus } from './event-bus';
import { OutboxRelay, recordInOutbox } from './outbox';
import { outboxTable } from './outbox-table';

const outbox = outboxTable(pgSchema('shop'));

describe('transactional outbox', () => {
  let client: DatabaseClient;
  let db: Db;
  let failNext = 0;
  const sent: Array<{ kind: string; topic: string; id?: string; data: unknown }> = [];
  const events = {
    publish: async (subject: string, data: unknown, options?: { id?: string }) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('broker down');
      }
      sent.push({ kind: 'event', topic: subject, id: options?.id, data });
    },
  } as unknown as EventBus;
  const jobs = {
    add: async (queue: string, name: string, data: unknown, options?: { jobId?: string }) => {
      sent.push({ kind: 'job', topic: `${queue}/${name}`, id: options?.jobId, data });
    },
  } as unknown as JobQueue;
  const relay = () => new OutboxRelay(db, outbox, { events, jobs, logger: pino({ level: 'silent' }) }, 60_000);
  const pending = async () => (await db.select().from(outbox)).length;

  beforeAll(async () => {
    client = await createPgliteClient(undefined);
    db = client.drizzle({ outbox });
    await db.execute(sql`CREATE SCHEMA shop`);
    await db.execute(sql`CREATE TABLE shop.outbox (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), seq bigserial NOT NULL, kind text NOT NULL,
      topic text NOT NULL, name text, data jsonb NOT NULL, attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }, 60_000);
  afterAll(() => client?.close());
  beforeEach(async () => {
    sent.length = 0;
    failNext = 0;
    await db.delete(outbox);
  });

  it('keeps nothing that was written in a transaction that rolled back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordInOutbox(tx, outbox, [{ kind: 'event', subject: 'seller.approved', data: { n: 1 } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await pending()).toBe(0);
  });

  it('sends events and jobs in the order written, with the entry id as event and job id, then forgets them', async () => {
    await recordInOutbox(db, outbox, [
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
    await recordInOutbox(db, outbox, [
      { kind: 'event', subject: 'first', data: {} },
      { kind: 'event', subject: 'second', data: {} },
    ]);
    failNext = 1;
    const r = relay();
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

  it('sends what an earlier run left behind as soon as it starts', async () => {
    await recordInOutbox(db, outbox, [{ kind: 'event', subject: 'left.behind', data: {} }]);
    const r = relay();
    r.start();
    await r.stop();
    expect(sent.map((s) => s.topic)).toEqual(['left.behind']);
  });
});

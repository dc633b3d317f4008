import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import pino from 'pino';
import { createPgliteClient, type DatabaseClient, type Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { EventBus } from './event-bus';
import { outboxTable } from './outbox-table';
import { UnitOfWork } from './unit-of-work';
import { SERVICE_START_TIMEOUT_MS } from '../testing';

const outbox = outboxTable(pgSchema('shop'));

describe('unit of work', () => {
  let client: DatabaseClient;
  let db: Db;
  const sent: string[] = [];
  const events = { publish: async (subject: string) => void sent.push(subject) } as unknown as EventBus;
  const jobs = {
    add: async (queue: string, name: string) => void sent.push(`${queue}/${name}`),
  } as unknown as JobQueue;
  const ports = { events, jobs, logger: pino({ level: 'silent' }) };
  const pending = async () => (await db.select().from(outbox)).length;
  const notes = sql`shop.notes`;
  const noteCount = async () =>
    ((await db.execute(sql`SELECT * FROM ${notes}`)) as unknown as { rows: unknown[] }).rows.length;

  beforeAll(async () => {
    client = await createPgliteClient(undefined);
    db = client.drizzle({ outbox });
    await db.execute(sql`CREATE SCHEMA shop`);
    await db.execute(sql`CREATE TABLE shop.notes (text text NOT NULL)`);
    await db.execute(sql`CREATE TABLE shop.outbox (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), seq bigserial NOT NULL, kind text NOT NULL,
      topic text NOT NULL, name text, data jsonb NOT NULL, attempts integer NOT NULL DEFAULT 0, request_id text,
      dead_at timestamptz, last_error text, created_at timestamptz NOT NULL DEFAULT now())`);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => client?.close());
  beforeEach(async () => {
    sent.length = 0;
    await db.delete(outbox);
    await db.execute(sql`DELETE FROM ${notes}`);
  });

  it('commits the change with its events and jobs, then sends them before answering', async () => {
    const unit = new UnitOfWork(db, outbox, ports);
    const answer = await unit.run(async (tx, follow) => {
      await tx.execute(sql`INSERT INTO ${notes} VALUES ('saved')`);
      follow.publish('note.saved', { text: 'saved' });
      follow.enqueue('mail', 'note-saved', {});
      return 'done';
    });
    expect(answer).toBe('done');
    expect(sent).toEqual(['note.saved', 'mail/note-saved']);
    expect(await pending()).toBe(0);
  });

  it('rolls back the change and writes none of its events when the work throws', async () => {
    const unit = new UnitOfWork(db, outbox, ports);
    await expect(
      unit.run(async (tx, follow) => {
        await tx.execute(sql`INSERT INTO ${notes} VALUES ('lost')`);
        follow.publish('note.saved', {});
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await noteCount()).toBe(0);
    expect(await pending()).toBe(0);
    expect(sent).toEqual([]);
  });

  it('leaves what it wrote in the outbox for the service relay when it has no ports of its own', async () => {
    await new UnitOfWork(db, outbox).run(async (_tx, follow) => follow.publish('note.seeded', {}));
    expect(await pending()).toBe(1);
    expect(sent).toEqual([]);
  });

  it('refuses events in a service that has no outbox, keeping nothing of the change', async () => {
    await expect(
      new UnitOfWork(db).run(async (tx, follow) => {
        await tx.execute(sql`INSERT INTO ${notes} VALUES ('orphan')`);
        follow.publish('note.saved', {});
      }),
    ).rejects.toThrow('no outbox');
    expect(await noteCount()).toBe(0);
  });
});

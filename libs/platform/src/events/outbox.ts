import { isUuid, type DeadLetter } from '@thindi/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, min, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { currentRequestId } from '../logging/request-context';
import type { Metrics, OutboxBacklog } from '../metrics/metrics';
import type { DeadLetters, DeadLetterSource } from './dead-letters';
import type { EventBus } from './event-bus';
import { backoffMs, type OutboxRetry } from './outbox-retry';
import type { OutboxTable } from './outbox-table';

/**
 * The transactional outbox: a service writes the events and jobs that follow a change into its own `outbox`
 * table in the same transaction as the change, and a relay sends them afterwards. A crash or a broker outage
 * between the two can then delay them but never lose them. Each entry goes out at least once, with its row id
 * as event id and job id (JetStream and BullMQ drop a repeat of the same id), and with the id of the request
 * that made the change.
 */
export type OutboxEntry =
  { kind: 'event'; subject: string; data: unknown } | { kind: 'job'; queue: string; name: string; data: unknown };

/** Writes entries into the outbox with the caller's transaction (or database handle). */
export async function recordInOutbox(tx: Db, table: OutboxTable, entries: OutboxEntry[]): Promise<void> {
  if (!entries.length) return;
  const requestId = currentRequestId() ?? null;
  await tx
    .insert(table)
    .values(
      entries.map((e) =>
        e.kind === 'event'
          ? { kind: e.kind, topic: e.subject, name: null, data: e.data, requestId }
          : { kind: e.kind, topic: e.queue, name: e.name, data: e.data, requestId },
      ),
    );
}

const BATCH = 50;

type OutboxRow = OutboxTable['$inferSelect'];

/**
 * Sends what the outbox holds, oldest first, and deletes each entry once sent. `flush()` right after a commit
 * sends at once; a timer retries what failed. Replicas share the table: rows being sent by one are skipped
 * by the others (`FOR UPDATE SKIP LOCKED`). A failing entry stops the batch so later ones keep their order.
 * Its tries count at a slowing pace (2 s, 4 s, … up to 5 min apart); after `maxAttempts` counted tries (about
 * 13 minutes of failing) it becomes a dead letter (`dead_at`), skipped until an admin replays it, so one entry
 * the broker refuses never holds back the rest for good.
 */
export class OutboxRelay implements DeadLetterSource {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unwatch: (() => void) | undefined;
  private readonly retry: Required<OutboxRetry>;
  /** The service whose outbox this is (its schema): the owner of its dead letters. */
  readonly owner: string;
  readonly key: string;

  constructor(
    private readonly db: Db,
    private readonly table: OutboxTable,
    private readonly ports: {
      events: EventBus;
      jobs: JobQueue;
      logger: Logger;
      deadLetters?: DeadLetters;
      metrics?: Pick<Metrics, 'watchOutbox'>;
    },
    private readonly retryMs = 2000,
    retry: OutboxRetry = {},
  ) {
    this.retry = { maxAttempts: 10, firstDelayMs: retryMs, maxDelayMs: 300_000, ...retry };
    this.owner = getTableConfig(table).schema ?? 'public';
    this.key = `outbox:${this.owner}`;
  }

  /** Sends what an earlier run left behind, then retries on a timer. */
  start(): void {
    this.ports.deadLetters?.register(this);
    this.unwatch ??= this.ports.metrics?.watchOutbox(this.key, () => this.backlog());
    this.timer ??= setInterval(() => void this.flush(), this.retryMs).unref();
    void this.flush();
  }

  async stop(): Promise<void> {
    this.ports.deadLetters?.unregister(this);
    this.unwatch?.();
    this.unwatch = undefined;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends everything pending; never throws (a failure is logged and retried by the timer). */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          while (await this.sendBatch());
        } catch (err) {
          this.ports.logger.warn({ err }, 'outbox: sending failed; it will be retried');
        }
      } while (this.again);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  /** What waits to be sent (dead letters aside): how many entries, and how long the oldest has waited. */
  async backlog(now = Date.now()): Promise<OutboxBacklog> {
    const [row] = await this.db
      .select({ n: count(), oldest: min(this.table.createdAt) })
      .from(this.table)
      .where(isNull(this.table.deadAt));
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
    return {
      entries: Number(row?.n ?? 0),
      oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now - oldest) / 1000),
    };
  }

  async count(): Promise<Record<string, number>> {
    const [row] = await this.db.select({ n: count() }).from(this.table).where(isNotNull(this.table.deadAt));
    return { [this.owner]: Number(row?.n ?? 0) };
  }

  async list(limit: number): Promise<DeadLetter[]> {
    const rows = await this.db
      .select()
      .from(this.table)
      .where(isNotNull(this.table.deadAt))
      .orderBy(desc(this.table.deadAt), asc(this.table.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      owner: this.owner,
      subject: row.kind === 'event' ? row.topic : `${row.topic}/${row.name ?? row.topic}`,
      requestId: row.requestId ?? null,
      lastError: row.lastError ?? '',
      deadAt: row.deadAt!.toISOString(),
    }));
  }

  /** Gives dead letters a fresh set of attempts and sends them. */
  async replay(owner: string, id?: string): Promise<number> {
    if (owner !== this.owner || (id && !isUuid(id))) return 0;
    const revived = await this.db
      .update(this.table)
      .set({ deadAt: null, attempts: 0, lastError: null })
      .where(and(isNotNull(this.table.deadAt), id ? eq(this.table.id, id) : undefined))
      .returning({ id: this.table.id });
    if (revived.length) await this.flush();
    return revived.length;
  }

  /** One batch in one transaction; answers whether a full batch went out (so there may be more). */
  private sendBatch(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(this.table)
        .where(isNull(this.table.deadAt))
        .orderBy(asc(this.table.seq))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      // What went out is deleted in one statement when the batch ends, however it ends.
      const sent: string[] = [];
      const forget = async () => {
        if (sent.length) await tx.delete(this.table).where(inArray(this.table.id, sent));
      };
      for (const row of rows) {
        // Every flush tries (the broker may be back), but only a try that was due counts towards the entry's
        // attempts: a busy service flushing after each commit must not use them up during a short outage.
        const due = row.attempts === 0 || Date.now() >= this.dueAt(row);
        try {
          await this.send(row);
        } catch (err) {
          // A dead letter no longer holds the order: the entries after it go on.
          if (due && (await this.failed(tx, row, err))) continue;
          await forget();
          return false;
        }
        sent.push(row.id);
      }
      await forget();
      return rows.length === BATCH;
    });
  }

  private send(row: OutboxRow): Promise<void> {
    const requestId = row.requestId ?? undefined;
    if (row.kind === 'event') return this.ports.events.publish(row.topic, row.data, { id: row.id, requestId });
    return this.ports.jobs.add(row.topic, row.name ?? row.topic, row.data, { jobId: row.id, requestId });
  }

  /** When an entry that failed `attempts` times may be tried again (each wait twice the one before). */
  private dueAt(row: OutboxRow): number {
    let wait = 0;
    for (let n = 1; n <= row.attempts; n++) wait += backoffMs(this.retry, n);
    return row.createdAt.getTime() + wait;
  }

  /** Counts the failed try; answers whether that made the entry a dead letter. */
  private async failed(tx: Db, row: OutboxRow, err: unknown): Promise<boolean> {
    const attempts = row.attempts + 1;
    const dead = attempts >= this.retry.maxAttempts;
    const lastError = err instanceof Error ? err.message : String(err);
    await tx
      .update(this.table)
      .set({ attempts: sql`${this.table.attempts} + 1`, lastError, deadAt: dead ? new Date() : null })
      .where(eq(this.table.id, row.id));
    const log = { err, id: row.id, topic: row.topic, attempts };
    if (dead) this.ports.logger.error(log, 'outbox: entry gave up after its last attempt; kept as a dead letter');
    else this.ports.logger.warn(log, 'outbox: entry not sent; it will be retried');
    return dead;
  }
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { EventBus } from './event-bus';
import type { OutboxTable } from './outbox-table';

/**
 * The transactional outbox: a service writes the events and jobs that follow a change into its own `outbox`
 * table in the same transaction as the change, and a relay sends them afterwards. A crash or a broker outage
 * between the two can then delay them but never lose them. Each entry goes out at least once, with its row id
 * as event id and job id (JetStream and BullMQ drop a repeat of the same id).
 */
export type OutboxEntry =
  { kind: 'event'; subject: string; data: unknown } | { kind: 'job'; queue: string; name: string; data: unknown };

/** Writes entries into the outbox with the caller's transaction (or database handle). */
export async function recordInOutbox(tx: Db, table: OutboxTable, entries: OutboxEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx
    .insert(table)
    .values(
      entries.map((e) =>
        e.kind === 'event'
          ? { kind: e.kind, topic: e.subject, name: null, data: e.data }
          : { kind: e.kind, topic: e.queue, name: e.name, data: e.data },
      ),
    );
}

const BATCH = 50;

/**
 * Sends what the outbox holds, oldest first, and deletes each entry once sent. `flush()` right after a commit
 * sends at once; a timer retries what failed. Replicas share the table: rows being sent by one are skipped
 * by the others (`FOR UPDATE SKIP LOCKED`). A failing entry stops the batch so later ones keep their order.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly table: OutboxTable,
    private readonly ports: { events: EventBus; jobs: JobQueue; logger: Logger },
    private readonly retryMs = 2000,
  ) {}

  /** Sends what an earlier run left behind, then retries on a timer. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.retryMs).unref();
    void this.flush();
  }

  async stop(): Promise<void> {
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

  /** One batch in one transaction; answers whether a full batch went out (so there may be more). */
  private sendBatch(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(this.table)
        .orderBy(asc(this.table.seq))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          if (row.kind === 'event') await this.ports.events.publish(row.topic, row.data, { id: row.id });
          else await this.ports.jobs.add(row.topic, row.name ?? row.topic, row.data, { jobId: row.id });
        } catch (err) {
          await tx
            .update(this.table)
            .set({ attempts: sql`${this.table.attempts} + 1` })
            .where(eq(this.table.id, row.id));
          this.ports.logger.warn({ err, id: row.id, topic: row.topic }, 'outbox: entry not sent; it will be retried');
          return false;
        }
        await tx.delete(this.table).where(eq(this.table.id, row.id));
      }
      return rows.length === BATCH;
    });
  }
}

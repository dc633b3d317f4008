import type { InjectionToken, OnApplicationShutdown, OnModuleInit, Provider } from '@nestjs/common';
import type { Platform } from '../platform';
import { PLATFORM } from '../platform.constants';
import type { Db } from '../db/database';
import { OutboxRelay, recordInOutbox, type OutboxEntry } from './outbox';
import type { OutboxTable } from './outbox-table';

type RelayPorts = ConstructorParameters<typeof OutboxRelay>[2];

/** What follows a change: collected during the unit of work and written to the outbox in its transaction. */
export interface UnitEvents {
  /** An event to publish on the bus once the change committed. */
  publish(subject: string, data: unknown): void;
  /** A job to add to a queue once the change committed (a mail, say). */
  enqueue(queue: string, name: string, data: unknown): void;
  /** Entries a domain rule put together (events and jobs alike). */
  add(...entries: OutboxEntry[]): void;
}

export interface UnitOfWorkOptions {
  /**
   * Whether `run` waits for the relay to send what it recorded before answering (the default), or answers at
   * once and lets the relay send in the background (a busy write path: a burst is then sent in batches).
   */
  waitForSend?: boolean;
}

/**
 * The one way a service writes a change with what follows it: `run` opens a transaction, the work makes the
 * change through repositories that take the transaction, and the events and jobs it names are written to the
 * service's outbox in that same transaction. Once it committed the relay is nudged; a broker outage or a crash
 * delays them, never loses them. The relay starts and stops with the module.
 * Provide it under its own class with `provideUnitOfWork(X_DB, outbox)`.
 * A service that announces nothing gives no outbox (`new UnitOfWork(db)`): its changes still run this way, and
 * naming an event in them is an error. Given an outbox but no ports (a seed, a command-line tool), what a change
 * names waits in the outbox for the service's own relay.
 */
export class UnitOfWork<TDb extends Db = Db> implements OnModuleInit, OnApplicationShutdown {
  readonly relay: OutboxRelay | undefined;
  private readonly waitForSend: boolean;

  constructor(
    private readonly db: TDb,
    private readonly table?: OutboxTable,
    ports?: RelayPorts,
    options: UnitOfWorkOptions = {},
  ) {
    this.relay = table && ports ? new OutboxRelay(db, table, ports) : undefined;
    this.waitForSend = options.waitForSend ?? true;
  }

  onModuleInit(): void {
    this.relay?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }

  /**
   * Runs `work` in a transaction; what it names through `events` is written in that transaction and sent once
   * it committed. Work that throws rolls back with everything it named.
   */
  async run<R>(work: (tx: TDb, events: UnitEvents) => Promise<R>): Promise<R> {
    const entries: OutboxEntry[] = [];
    const events: UnitEvents = {
      publish: (subject, data) => void entries.push({ kind: 'event', subject, data }),
      enqueue: (queue, name, data) => void entries.push({ kind: 'job', queue, name, data }),
      add: (...more) => void entries.push(...more),
    };
    const result = await this.db.transaction(async (tx) => {
      const answer = await work(tx as unknown as TDb, events);
      if (entries.length && !this.table) throw new Error('UnitOfWork: this service has no outbox to write events to');
      if (this.table) await recordInOutbox(tx, this.table, entries);
      return answer;
    });
    if (entries.length && this.relay) {
      const sending = this.relay.flush();
      if (this.waitForSend) await sending;
    }
    return result;
  }

  /** Sends what is pending now and waits for it; never throws (what fails stays for the relay's timer). */
  async flush(): Promise<void> {
    await this.relay?.flush();
  }
}

/**
 * The service's UnitOfWork over its database (`db`, the token of its drizzle client) and outbox table, relayed on
 * the process's event bus and job queue. Without an outbox the service announces nothing.
 */
export function provideUnitOfWork(db: InjectionToken, outbox?: OutboxTable, options?: UnitOfWorkOptions): Provider {
  return {
    provide: UnitOfWork,
    inject: [PLATFORM, db],
    useFactory: (platform: Platform, database: Db) => new UnitOfWork(database, outbox, outbox && platform, options),
  };
}

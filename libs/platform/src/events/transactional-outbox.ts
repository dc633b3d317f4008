import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Db } from '../db/database';
import { OutboxRelay, recordInOutbox, type OutboxEntry } from './outbox';
import type { OutboxTable } from './outbox-table';

type RelayPorts = ConstructorParameters<typeof OutboxRelay>[2];

/**
 * A service's outbox as one provider: its relay starts and stops with the module, and `run` makes a change
 * and writes what follows it in one transaction, then sends that at once. Provide it with a factory:
 * `{ provide: X_OUTBOX, inject: [PLATFORM, X_DB], useFactory: (p, db) => new TransactionalOutbox(db, outbox, p) }`.
 */
export class TransactionalOutbox<TDb extends Db = Db> implements OnModuleInit, OnApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(
    private readonly db: TDb,
    private readonly table: OutboxTable,
    ports: RelayPorts,
  ) {
    this.relay = new OutboxRelay(db, table, ports);
  }

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /**
   * Runs `change` in a transaction; what it passes to `follow` is written in that transaction and sent once it
   * committed. A change that throws rolls back with everything it recorded.
   */
  async run<R>(change: (tx: TDb, follow: (...entries: OutboxEntry[]) => Promise<void>) => Promise<R>): Promise<R> {
    let recorded = false;
    const result = await this.db.transaction((tx) =>
      change(tx as unknown as TDb, async (...entries) => {
        recorded ||= entries.length > 0;
        await recordInOutbox(tx, this.table, entries);
      }),
    );
    if (recorded) await this.relay.flush();
    return result;
  }
}

import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MAIL_QUEUE, type MailJobName, type SellerDecisionMail } from '@thindi/contracts';
import { OutboxRelay, PLATFORM, recordInOutbox, type OutboxEntry, type Platform } from '@thindi/platform';
import type { SellerDb } from '../db/seller-db';
import { SellerModerationRepository } from '../db/seller-moderation.repository';
import { outbox, type SellerRow } from '../db/schema';
import { SELLER_DB } from '../seller.constants';

/** What follows an admin's decision on a seller: events for the catalog and the gateways, and its e-mail. */
export interface SellerNotices {
  events: Array<{ subject: string; data: unknown }>;
  mail?: { job: MailJobName; data: SellerDecisionMail };
}

/**
 * Makes an admin's decision and records what follows it in one transaction (the outbox), then sends that at
 * once. A broker that is down, or a crash before sending, delays the events and the mail, never loses them:
 * the relay retries, and sends what an earlier run left behind when the service starts.
 */
@Injectable()
export class SellerDecisions implements OnModuleInit, OnApplicationShutdown {
  private readonly relay: OutboxRelay;

  constructor(
    @Inject(PLATFORM) platform: Platform,
    @Inject(SELLER_DB) private readonly db: SellerDb,
  ) {
    this.relay = new OutboxRelay(db, outbox, platform);
  }

  onModuleInit(): void {
    this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }

  /** Sends what another use case just committed to the outbox (a registration's event and mail). */
  flush(): Promise<void> {
    return this.relay.flush();
  }

  /**
   * Runs `change` on a repository bound to the transaction; when it changed a seller (a row comes back), what
   * `notices` says follows is written with it. Answers the row, or undefined when nothing changed.
   */
  async decide<R extends SellerRow>(
    change: (moderation: SellerModerationRepository) => Promise<R | undefined>,
    notices: (row: R) => SellerNotices,
  ): Promise<R | undefined> {
    const row = await this.db.transaction(async (tx) => {
      const changed = await change(new SellerModerationRepository(tx));
      // An address the seller has not proven gets no decision mail: it may be someone else's.
      if (changed) await recordInOutbox(tx, outbox, entriesOf(notices(changed), changed.emailVerified));
      return changed;
    });
    if (row) await this.relay.flush();
    return row;
  }
}

const entriesOf = ({ events, mail }: SellerNotices, mayMail: boolean): OutboxEntry[] => [
  ...events.map((e): OutboxEntry => ({ kind: 'event', subject: e.subject, data: e.data })),
  ...(mail && mayMail ? [{ kind: 'job' as const, queue: MAIL_QUEUE, name: mail.job, data: mail.data }] : []),
];

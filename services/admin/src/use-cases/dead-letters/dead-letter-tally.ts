import { Inject, Injectable } from '@nestjs/common';
import { deadLetterPatterns, SERVICE_NAMES, type DeadLetterCounts, type Principal } from '@thindi/contracts';
import { APP_CONFIG, DeadLetters, isEventsOwner, ServiceClient, sumOf, type AppConfig } from '@thindi/platform';

export interface DeadLetterTotals {
  total: number;
  byOwner: DeadLetterCounts;
  /** Services that did not answer in time: their outbox is not counted. */
  unanswered: string[];
}

/**
 * Counts dead letters where they are kept: each service counts its own outbox (and checks the admin itself);
 * the event consumers' dead letters are in the event bus this process shares (JetStream, or standalone's table).
 */
@Injectable()
export class DeadLetterTally {
  constructor(
    private readonly client: ServiceClient,
    private readonly deadLetters: DeadLetters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async count(principal: Principal): Promise<DeadLetterTotals> {
    const unanswered: string[] = [];
    const answers = await Promise.all([
      this.deadLetters.count(isEventsOwner),
      ...SERVICE_NAMES.map((service) =>
        this.client
          .query<DeadLetterCounts>(
            deadLetterPatterns(service).count,
            { principal, input: {} },
            { timeoutMs: this.config.ADMIN_STATS_TIMEOUT_MS },
          )
          .catch(() => {
            unanswered.push(service);
            return {};
          }),
      ),
    ]);
    const byOwner: DeadLetterCounts = Object.assign({}, ...answers);
    return { total: sumOf(byOwner), byOwner, unanswered: unanswered.sort() };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  deadLetterPatterns,
  newestDeadLetterFirst,
  paginationOf,
  SERVICE_NAMES,
  type DeadLetterListQuery,
  type DeadLetterListResponse,
  type OwnDeadLetters,
  type Principal,
} from '@thindi/contracts';
import {
  APP_CONFIG,
  DeadLetters,
  isEventsOwner,
  LOGGER,
  ServiceClient,
  sumOf,
  type AppConfig,
  type Logger,
} from '@thindi/platform';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * One page of the dead letters, newest first: each service answers the newest of its own outbox (after checking
 * the admin); the event consumers' are read from the event bus this process shares. A service that does not
 * answer in time is left out of the page and the total.
 */
@Injectable()
export class ListDeadLettersHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly deadLetters: DeadLetters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly acting: ActingAdmin,
  ) {}

  async execute(principal: Principal, { page, pageSize }: DeadLetterListQuery): Promise<DeadLetterListResponse> {
    await this.acting.of(principal);
    const limit = page * pageSize;
    const none: OwnDeadLetters = { deadLetters: [], total: 0 };
    const answers = await Promise.all([
      Promise.all([this.deadLetters.list(isEventsOwner, limit), this.deadLetters.count(isEventsOwner)]).then(
        ([deadLetters, counts]): OwnDeadLetters => ({ deadLetters, total: sumOf(counts) }),
      ),
      ...SERVICE_NAMES.map((service) =>
        this.client
          .query<OwnDeadLetters>(
            deadLetterPatterns(service).list,
            { principal, input: { limit } },
            { timeoutMs: this.config.ADMIN_STATS_TIMEOUT_MS },
          )
          .catch((err: unknown) => {
            this.logger.warn({ service, err: (err as Error).message }, 'dead letters: list not answered');
            return none;
          }),
      ),
    ]);
    const all = answers.flatMap((a) => a.deadLetters).sort(newestDeadLetterFirst);
    const total = answers.reduce((sum, a) => sum + a.total, 0);
    return {
      success: true,
      deadLetters: all.slice((page - 1) * pageSize, limit),
      pagination: paginationOf(page, pageSize, total),
    };
  }
}

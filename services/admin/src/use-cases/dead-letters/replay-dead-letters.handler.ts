import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  deadLetterPatterns,
  SERVICE_NAMES,
  type Principal,
  type ReplayDeadLettersInput,
  type ReplayDeadLettersResponse,
} from '@thindi/contracts';
import { DeadLetters, isEventsOwner, LOGGER, ServiceClient, type Logger } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';
import { DeadLetterTally } from './dead-letter-tally';

/**
 * An admin sends the dead letters again (all, or the one with `id`): each service replays its own outbox's
 * after checking the admin; the event consumers' are replayed through the event bus. The replay is audit-logged.
 */
@Injectable()
export class ReplayDeadLettersHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly deadLetters: DeadLetters,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
    private readonly tally: DeadLetterTally,
  ) {}

  async execute(principal: Principal, { id }: ReplayDeadLettersInput): Promise<ReplayDeadLettersResponse> {
    await this.acting.of(principal);
    const counts = await Promise.all([
      this.deadLetters.replay(isEventsOwner, id),
      ...SERVICE_NAMES.map((service) =>
        this.client
          .command<{ replayed: number }>(deadLetterPatterns(service).replay, { principal, input: { id } })
          .then(
            (answer) => answer.replayed,
            (err: unknown) => {
              this.logger.warn({ service, err: (err as Error).message }, 'dead letters: replay not answered');
              return 0;
            },
          ),
      ),
    ]);
    const replayed = counts.reduce((a, b) => a + b, 0);
    await this.admins.auditAction({
      adminId: principal.id,
      action: AUDIT_ACTIONS.replayDeadLetters,
      targetType: 'dead-letter',
      targetId: id ?? 'all',
      details: { replayed },
    });
    const remaining = (await this.tally.count(principal)).total;
    const noun = replayed === 1 ? 'dead letter' : 'dead letters';
    return { success: true, message: `Replayed ${replayed} ${noun}`, replayed, remaining };
  }
}

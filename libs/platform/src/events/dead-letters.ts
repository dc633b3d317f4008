import { newestDeadLetterFirst, type DeadLetter } from '@thindi/contracts';

/**
 * Dead letters: events and jobs that exhausted their attempts. They are kept (in an outbox table, the JetStream
 * dead-letter stream, or the standalone `platform.dead_letters` table), counted in health and the admin
 * dashboard, and sent again when an admin replays them.
 */
export interface DeadLetterSource {
  /** Sources with the same key hold the same letters (two relays on one outbox): only one is asked. */
  readonly key?: string;
  /** How many dead letters each owner holds: a service name for an outbox, `events:<group>` for a consumer. */
  count(): Promise<Record<string, number>>;
  /** Sends the owner's dead letters again (only the one with `id` when given); answers how many went out. */
  replay(owner: string, id?: string): Promise<number>;
  /** Its newest `limit` dead letters, newest first. */
  list(limit: number): Promise<DeadLetter[]>;
}

/** The process's dead-letter sources: relays and the event bus register themselves as they start. */
export class DeadLetters {
  private readonly registered = new Map<string | DeadLetterSource, Set<DeadLetterSource>>();

  register(source: DeadLetterSource): void {
    const key = source.key ?? source;
    this.registered.set(key, (this.registered.get(key) ?? new Set()).add(source));
  }

  unregister(source: DeadLetterSource): void {
    const key = source.key ?? source;
    this.registered.get(key)?.delete(source);
    if (!this.registered.get(key)?.size) this.registered.delete(key);
  }

  /** One source per key. */
  private get sources(): DeadLetterSource[] {
    return [...this.registered.values()].map((same) => same.values().next().value!);
  }

  /** Counts by owner, summed over every source; `only` keeps the owners it accepts. */
  async count(only: (owner: string) => boolean = () => true): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const found of await Promise.all(this.sources.map((s) => s.count()))) {
      for (const [owner, n] of Object.entries(found)) {
        if (n > 0 && only(owner)) counts[owner] = (counts[owner] ?? 0) + n;
      }
    }
    return counts;
  }

  /** The newest `limit` dead letters of the owners `only` accepts, newest first. */
  async list(only: (owner: string) => boolean, limit: number): Promise<DeadLetter[]> {
    const found = await Promise.all(this.sources.map((s) => s.list(limit)));
    return found
      .flat()
      .filter((letter) => only(letter.owner))
      .sort(newestDeadLetterFirst)
      .slice(0, limit);
  }

  /** Replays the dead letters of every owner `only` accepts (just `id` when given). */
  async replay(only: (owner: string) => boolean, id?: string): Promise<number> {
    const owners = Object.keys(await this.count(only));
    let replayed = 0;
    for (const source of this.sources) {
      for (const owner of owners) replayed += await source.replay(owner, id);
    }
    return replayed;
  }
}

/** The owner key of a durable consumer group's dead letters. */
export const eventsOwner = (group: string): string => `events:${group}`;
export const isEventsOwner = (owner: string): boolean => owner.startsWith('events:');

export const sumOf = (counts: Record<string, number>): number => Object.values(counts).reduce((a, b) => a + b, 0);

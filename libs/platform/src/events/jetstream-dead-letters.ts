import type { DeadLetter as DeadLetterEntry } from '@thindi/contracts';
import { headers, JSONCodec, type JetStreamClient, type JetStreamManager, type JsMsg } from 'nats';
import type { Logger } from 'pino';
import { eventsOwner, type DeadLetterSource } from './dead-letters';
import type { EventEnvelope } from './event-bus';

/** The header that sends a replayed event to one durable group; the other groups skip it. */
export const REPLAY_GROUP_HEADER = 'Thindi-Replay-Group';

/** What the dead-letter stream keeps of an event a group gave up on. */
interface DeadLetter {
  envelope: EventEnvelope;
  subject: string;
  group: string;
  error: string;
  failedAt: string;
}
const codec = JSONCodec<DeadLetter>();

/**
 * The dead-letter stream `<prefix>DEADLETTERS` (subjects `<prefix>deadletters.<group>.<subject>`): where a
 * durable consumer puts an event whose handler failed on its last delivery, so JetStream's giving up loses
 * nothing. A replay publishes the event to its subject again, for its group only, and removes the letter.
 */
export class JetStreamDeadLetters implements DeadLetterSource {
  readonly stream: string;

  constructor(
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.stream = `${prefix}DEADLETTERS`;
  }

  async ensureStream(): Promise<void> {
    try {
      await this.jsm.streams.info(this.stream);
    } catch {
      await this.jsm.streams.add({ name: this.stream, subjects: [`${this.prefix}deadletters.>`] });
    }
  }

  /** Keeps the failed message's envelope with its group and error. */
  async keep(msg: JsMsg, group: string, error: string): Promise<void> {
    const envelope = msg.json<EventEnvelope>();
    const letter: DeadLetter = {
      envelope,
      subject: envelope.subject,
      group,
      error,
      failedAt: new Date().toISOString(),
    };
    // The stream sequence tells a repeat of this letter (a crash before term) from a later death after a replay.
    const msgID = `${group}:${envelope.id}:${msg.info.streamSequence}`;
    await this.js.publish(`${this.prefix}deadletters.${group}.${envelope.subject}`, codec.encode(letter), { msgID });
    this.logger.error({ subject: envelope.subject, id: envelope.id, group }, 'event kept as a dead letter');
  }

  async count(): Promise<Record<string, number>> {
    const info = await this.jsm.streams.info(this.stream, { subjects_filter: `${this.prefix}deadletters.>` });
    const counts: Record<string, number> = {};
    for (const [subject, n] of Object.entries(info.state.subjects ?? {})) {
      const owner = eventsOwner(subject.slice(`${this.prefix}deadletters.`.length).split('.')[0]);
      counts[owner] = (counts[owner] ?? 0) + n;
    }
    return counts;
  }

  /** The newest `limit` letters, newest first; a letter's id is its stream sequence (what a replay of it takes). */
  async list(limit: number): Promise<DeadLetterEntry[]> {
    const { state } = await this.jsm.streams.info(this.stream);
    const found: DeadLetterEntry[] = [];
    for (let seq = state.last_seq; state.messages > 0 && seq >= state.first_seq && found.length < limit; seq--) {
      const stored = await this.jsm.streams.getMessage(this.stream, { seq }).catch(() => undefined);
      if (!stored) continue;
      const letter = codec.decode(stored.data);
      found.push({
        id: String(seq),
        owner: eventsOwner(letter.group),
        subject: letter.subject,
        requestId: letter.envelope.requestId ?? null,
        lastError: letter.error,
        deadAt: letter.failedAt,
      });
    }
    return found;
  }

  /** Replays a group's letters (only the one whose event id or stream sequence is `id`, when given). */
  async replay(owner: string, id?: string): Promise<number> {
    const group = owner.slice(eventsOwner('').length);
    if (owner !== eventsOwner(group)) return 0;
    const { state } = await this.jsm.streams.info(this.stream);
    let replayed = 0;
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const stored = await this.jsm.streams.getMessage(this.stream, { seq }).catch(() => undefined);
      if (!stored || !stored.subject.startsWith(`${this.prefix}deadletters.${group}.`)) continue;
      const letter = codec.decode(stored.data);
      if (id && id !== letter.envelope.id && id !== String(seq)) continue;
      const h = headers();
      h.set(REPLAY_GROUP_HEADER, group);
      await this.js.publish(`${this.prefix}events.${letter.subject}`, JSONCodec().encode(letter.envelope), {
        msgID: `${letter.envelope.id}:replay:${seq}`,
        headers: h,
      });
      await this.jsm.streams.deleteMessage(this.stream, seq);
      replayed += 1;
    }
    return replayed;
  }
}

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { hostname } from 'node:os';

/** This process in metrics and health answers: host and pid, so two replicas on one machine stay apart. */
export const PROCESS_INSTANCE = `${hostname()}:${process.pid}`;

export type RpcClientOutcome = 'ok' | 'error' | 'timeout';
export type RpcServerOutcome = 'ok' | 'error';

/** Jobs of one queue by state (BullMQ's getJobCounts; the in-process queue keeps the same four). */
export interface JobCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A durable JetStream consumer as its consumer info tells it. */
export interface ConsumerLag {
  stream: string;
  consumer: string;
  pending: number;
  redelivered: number;
  ackPending: number;
}

/** Connections of the database pool; PGlite has one connection and no pool. */
export interface PoolUse {
  total: number;
  idle?: number;
  waiting?: number;
}

/** What an outbox holds that was not sent yet (dead letters not counted). */
export interface OutboxBacklog {
  entries: number;
  /** Age of the oldest unsent entry; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** Where the gauges read on a scrape get their figures; each is asked only when set. */
export interface MetricSources {
  ready?: () => Promise<boolean> | boolean;
  jobs?: () => Promise<JobCounts[]>;
  consumers?: () => Promise<ConsumerLag[]>;
  pool?: () => PoolUse;
  deadLetters?: () => Promise<number>;
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * The process's Prometheus registry (prom-client): every metric carries `service` and `instance`, Node's own
 * metrics are collected, and gauges that need a query (outbox, jobs, consumer lag, pool) are read when
 * Prometheus scrapes, never on a timer. A source that fails on a scrape does not fail the scrape: its labelled
 * samples are left out, a single figure keeps its last value.
 */
export class Metrics {
  readonly registry = new Registry();
  /** Gateway: time to answer an HTTP request, by the route's pattern (never the raw URL). */
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  /** Caller side of a request/reply message, per attempt. */
  readonly rpcClientDuration: Histogram<'pattern' | 'outcome'>;
  /** Handler side of a request/reply message. */
  readonly rpcServerDuration: Histogram<'pattern' | 'outcome'>;
  /** Outboxes by table: two relays on one table are read once. */
  private readonly outboxes = new Map<string, Set<() => Promise<OutboxBacklog>>>();
  private readonly counters = new Map<string, Counter<string>>();
  private sources: MetricSources = {};

  constructor(
    readonly service: string,
    readonly instance: string = PROCESS_INSTANCE,
  ) {
    this.registry.setDefaultLabels({ service, instance });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpRequestDuration = new Histogram({
      name: 'thindi_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.rpcClientDuration = new Histogram({
      name: 'thindi_rpc_client_duration_seconds',
      help: 'Time a request/reply message took as its caller saw it, by pattern and outcome (ok, error, timeout)',
      labelNames: ['pattern', 'outcome'],
      registers,
    });
    this.rpcServerDuration = new Histogram({
      name: 'thindi_rpc_server_duration_seconds',
      help: 'Time a message handler took, by pattern and outcome (ok, error)',
      labelNames: ['pattern', 'outcome'],
      registers,
    });
    this.defineScrapedGauges();
  }

  /** Sets where the process-wide gauges read from (the platform does this once its adapters exist). */
  readFrom(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** Counts an outbox's backlog in `thindi_outbox_backlog` and `thindi_outbox_oldest_age_seconds`; answers the undo. */
  watchOutbox(table: string, backlog: () => Promise<OutboxBacklog>): () => void {
    const readers = this.outboxes.get(table) ?? new Set();
    this.outboxes.set(table, readers.add(backlog));
    return () => {
      readers.delete(backlog);
      if (!readers.size) this.outboxes.delete(table);
    };
  }

  /** A counter of this registry, made on first use (a second caller gets the same one). */
  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    let counter = this.counters.get(name);
    if (!counter) {
      counter = new Counter({ name, help, labelNames: [...labelNames], registers: [this.registry] });
      this.counters.set(name, counter);
    }
    return counter as Counter<L>;
  }

  /** A gauge read by `read` on every scrape (a cheap query: a COUNT on indexed columns); answers the undo. */
  scrapedGauge(name: string, help: string, read: () => Promise<number>): () => void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        // A failed read keeps the last figure rather than report a false 0.
        const value = await read().catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
    return () => this.registry.removeSingleMetric(name);
  }

  /** The Prometheus text exposition of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  private defineScrapedGauges(): void {
    const registers = [this.registry];
    const sources = () => this.sources;
    const outboxes = () => [...this.outboxes.values()].map((readers) => readers.values().next().value!);
    new Gauge({
      name: 'thindi_ready',
      help: '1 once the process migrated its database and its subscriptions are up, 0 before',
      registers,
      async collect() {
        const read = sources().ready;
        this.set(read ? ((await Promise.resolve(read()).catch(() => false)) ? 1 : 0) : 0);
      },
    });
    const backlogs = async () =>
      (await Promise.all(outboxes().map((read) => read().catch(() => undefined)))).filter((b) => b !== undefined);
    new Gauge({
      name: 'thindi_outbox_backlog',
      help: 'Outbox entries not sent yet (dead letters not counted)',
      registers,
      async collect() {
        this.set((await backlogs()).reduce((sum, b) => sum + b.entries, 0));
      },
    });
    new Gauge({
      name: 'thindi_outbox_oldest_age_seconds',
      help: 'Age of the oldest outbox entry not sent yet; 0 when the outbox is empty',
      registers,
      async collect() {
        this.set((await backlogs()).reduce((oldest, b) => Math.max(oldest, b.oldestAgeSeconds), 0));
      },
    });
    new Gauge({
      name: 'thindi_dead_letters',
      help: 'Events and jobs that exhausted their attempts, waiting for a replay',
      registers,
      async collect() {
        const count = await sources()
          .deadLetters?.()
          .catch(() => undefined);
        if (count !== undefined) this.set(count);
      },
    });
    new Gauge({
      name: 'thindi_jobs',
      help: 'Background jobs by queue and state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const counts of (await sources()
          .jobs?.()
          .catch(() => undefined)) ?? []) {
          for (const state of JOB_STATES) this.set({ queue: counts.queue, state }, counts[state]);
        }
      },
    });
    new Gauge({
      name: 'thindi_db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting); PGlite counts its one connection',
      labelNames: ['state'],
      registers,
      collect() {
        this.reset();
        const pool = sources().pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        if (pool.idle !== undefined) this.set({ state: 'idle' }, pool.idle);
        if (pool.waiting !== undefined) this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    /** The three consumer gauges of one scrape share one round of consumer-info calls. */
    let round: { at: number; lag: Promise<ConsumerLag[]> } | undefined;
    const readLag = () => {
      if (!round || Date.now() - round.at > 1000) {
        round = {
          at: Date.now(),
          lag:
            sources()
              .consumers?.()
              .catch(() => []) ?? Promise.resolve([]),
        };
      }
      return round.lag;
    };
    const consumerGauge = (name: (typeof CONSUMER_GAUGES)[number], help: string, pick: (c: ConsumerLag) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['stream', 'consumer'],
        registers,
        async collect() {
          this.reset();
          for (const c of await readLag()) this.set({ stream: c.stream, consumer: c.consumer }, pick(c));
        },
      });
    consumerGauge(
      CONSUMER_GAUGES[0],
      'Events a durable JetStream consumer has not been delivered yet',
      (c) => c.pending,
    );
    consumerGauge(
      CONSUMER_GAUGES[1],
      'Events of a durable JetStream consumer delivered more than once',
      (c) => c.redelivered,
    );
    consumerGauge(
      CONSUMER_GAUGES[2],
      'Events delivered to a durable JetStream consumer and not acknowledged yet',
      (c) => c.ackPending,
    );
  }
}

const CONSUMER_GAUGES = [
  'thindi_jetstream_consumer_pending',
  'thindi_jetstream_consumer_redelivered',
  'thindi_jetstream_consumer_ack_pending',
] as const;

import type { ClientProxy, CustomTransportStrategy } from '@nestjs/microservices';
import { join, resolve } from 'node:path';
import { ensureJwtSecret } from './config/jwt-secret';
import { TokenService } from './auth/token.service';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import { createPgliteClient, createPostgresClient, type DatabaseClient } from './db/database';
import { DeadLetterTable } from './events/dead-letter-table';
import { DeadLetters } from './events/dead-letters';
import type { EventBus } from './events/event-bus';
import { InProcessEventBus } from './events/in-process-event-bus';
import { JetStreamEventBus } from './events/jetstream-event-bus';
import { BullMqJobQueue } from './jobs/bullmq-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { LocalJobQueue } from './jobs/local-job-queue';
import { OutboxMailer, outboxFolder, SmtpMailer, type Mailer } from './mail/mailer';
import { LocalStorage } from './storage/local-storage';
import { S3Storage } from './storage/s3-storage';
import type { Storage } from './storage/storage';
import { InProcessBus } from './transport/in-process-bus';
import { InProcessClient } from './transport/in-process.client';
import { InProcessServer } from './transport/in-process.server';
import { NatsClient } from './transport/nats.client';
import { DrainingNatsServer } from './transport/nats.server';
import { ServiceClient } from './transport/service-client';
import { Metrics } from './metrics/metrics';
import { startMetricsServer, type MetricsServer, type ReadinessReport } from './metrics/metrics-server';
import { Readiness } from './metrics/readiness';
import { isEventsOwner, sumOf } from './events/dead-letters';

/** Which adapters a process needs; standalone takes them all. */
export interface PlatformNeeds {
  db?: boolean;
  jobs?: boolean;
  storage?: boolean;
  mail?: boolean;
}

export type DependencyStatus = 'up' | 'down';

/** Every port of the platform, with the adapters the configuration chose. */
export class Platform {
  private readonly closers: Array<() => Promise<void>> = [];
  /** What this process holds of events and jobs that exhausted their attempts (outbox relays, the event bus). */
  readonly deadLetters = new DeadLetters();
  private tokenService: TokenService | undefined;
  /** Whether this process may be counted on: started (migrated, subscribed) and nothing still awaited. */
  readonly readiness = new Readiness();
  private metricsServer: MetricsServer | undefined;
  /** What a person starting this process should read once it is open: the login of an admin created just now. */
  readonly firstStart: { admin?: { email: string; password: string } } = {};

  private constructor(
    readonly config: AppConfig,
    readonly logger: Logger,
    /** The process's Prometheus registry (served on METRICS_PORT by `serveMetrics`). */
    readonly metrics: Metrics,
    readonly proxy: ClientProxy,
    readonly client: ServiceClient,
    readonly events: EventBus,
    private readonly bus: InProcessBus | undefined,
    private readonly adapters: { db?: DatabaseClient; jobs?: JobQueue; storage?: Storage; mailer?: Mailer },
  ) {}

  /** `name` is the process's `service` label in metrics: a service, `gateway`, or `thindi` (standalone). */
  static async create(
    config: AppConfig,
    logger: Logger,
    needs: PlatformNeeds = {},
    name = config.MODE === 'standalone' ? 'thindi' : 'gateway',
  ): Promise<Platform> {
    const standalone = config.MODE === 'standalone';
    const metrics = new Metrics(name);
    if (standalone && !config.JWT_SECRET) config = { ...config, JWT_SECRET: ensureJwtSecret(resolve(config.DATA_DIR)) };
    const all = standalone ? { db: true, jobs: true, storage: true, mail: true } : needs;
    const dataDir = resolve(config.DATA_DIR);
    const bus = standalone ? new InProcessBus() : undefined;
    const proxy: ClientProxy = bus
      ? new InProcessClient(bus)
      : new NatsClient({
          servers: config.NATS_URL!,
          prefix: config.NATS_PREFIX,
          timeoutMs: config.REQUEST_TIMEOUT_MS,
          name: `${config.NATS_PREFIX}client-${process.pid}`,
        });
    await proxy.connect();
    const events: InProcessEventBus | JetStreamEventBus = bus
      ? new InProcessEventBus(logger)
      : await JetStreamEventBus.connect(config.NATS_URL!, config.NATS_PREFIX, logger);
    const adapters = {
      db: all.db
        ? config.DATABASE_URL
          ? await createPostgresClient(config.DATABASE_URL, config.DATABASE_POOL_SIZE, (err) =>
              logger.warn({ err }, 'an idle database connection was closed by the server'),
            )
          : await createPgliteClient(join(dataDir, 'pglite'))
        : undefined,
      jobs: all.jobs
        ? config.REDIS_URL && !standalone
          ? new BullMqJobQueue(config.REDIS_URL, config.NATS_PREFIX, logger)
          : new LocalJobQueue(logger)
        : undefined,
      storage: all.storage
        ? config.S3_ENDPOINT
          ? new S3Storage({
              endpoint: config.S3_ENDPOINT,
              accessKey: config.S3_ACCESS_KEY ?? '',
              secretKey: config.S3_SECRET_KEY ?? '',
              bucket: config.S3_BUCKET,
              region: config.S3_REGION,
            })
          : new LocalStorage(join(dataDir, 'media'))
        : undefined,
      mailer: all.mail
        ? config.SMTP_URL
          ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
          : new OutboxMailer(outboxFolder(dataDir), logger)
        : undefined,
    };
    const platform = new Platform(
      config,
      logger,
      metrics,
      proxy,
      new ServiceClient(
        proxy,
        { timeoutMs: config.REQUEST_TIMEOUT_MS, queryAttemptTimeoutMs: config.QUERY_ATTEMPT_TIMEOUT_MS },
        metrics,
      ),
      events,
      bus,
      adapters,
    );
    // Standalone keeps its event dead letters in its one database, so they outlive a restart.
    if (events instanceof InProcessEventBus && adapters.db)
      events.keepDeadLettersIn(await DeadLetterTable.open(adapters.db));
    platform.deadLetters.register(events);
    if (adapters.db) adapters.db = platform.awaitingMigrations(adapters.db);
    // A service process counts the dead letters of its own outboxes; the event dead letters (one stream shared
    // by every process) are counted by the gateway, or by the one standalone process with the rest.
    const service = !standalone && name !== 'gateway';
    metrics.readFrom({
      ready: async () => (await platform.readinessReport()).ready,
      jobs: adapters.jobs && (() => adapters.jobs!.counts()),
      consumers: events instanceof JetStreamEventBus ? () => events.consumerLag() : undefined,
      pool: adapters.db && (() => adapters.db!.poolUse()),
      deadLetters: () => platform.deadLetters.count(service ? (owner) => !isEventsOwner(owner) : undefined).then(sumOf),
    });
    platform.closers.push(
      () => proxy.close(),
      () => events.close(),
      async () => adapters.jobs?.close(),
      async () => adapters.db?.close(),
    );
    return platform;
  }

  get standalone(): boolean {
    return this.config.MODE === 'standalone';
  }

  /** Signs and verifies tokens with JWT_SECRET (generated and kept in DATA_DIR in standalone mode). */
  get tokens(): TokenService {
    this.tokenService ??= new TokenService(this.need(this.config.JWT_SECRET, 'JWT_SECRET'));
    return this.tokenService;
  }

  /** Whether this process was started with the adapter (`db`, `jobs`, `storage`, `mailer`). */
  holds(adapter: 'db' | 'jobs' | 'storage' | 'mailer'): boolean {
    return this.adapters[adapter] !== undefined;
  }

  get db(): DatabaseClient {
    return this.need(this.adapters.db, 'database');
  }
  get jobs(): JobQueue {
    return this.need(this.adapters.jobs, 'jobs');
  }
  get storage(): Storage {
    return this.need(this.adapters.storage, 'storage');
  }
  get mailer(): Mailer {
    return this.need(this.adapters.mailer, 'mail');
  }

  /** The transport a process serves its message handlers on; `service` names the NATS queue group. */
  serverFor(service: string): CustomTransportStrategy {
    if (this.bus) return new InProcessServer(this.bus);
    return new DrainingNatsServer({
      servers: [this.config.NATS_URL!],
      queue: service,
      prefix: this.config.NATS_PREFIX,
      name: `${this.config.NATS_PREFIX}${service}-${process.pid}`,
      maxReconnectAttempts: -1,
    });
  }

  /** Checks each adapter this process holds. */
  async dependencies(): Promise<Record<string, DependencyStatus>> {
    const checks: Record<string, (() => Promise<void>) | undefined> = {
      database: this.adapters.db && (() => this.adapters.db!.ping()),
      jobs: this.adapters.jobs && (() => this.adapters.jobs!.ping()),
      storage: this.adapters.storage && (() => this.adapters.storage!.ping()),
    };
    const entries = await Promise.all(
      Object.entries(checks)
        .filter(([, check]) => check)
        .map(async ([name, check]) => [
          name,
          await withTimeout(check!(), 2000).then(
            () => 'up' as const,
            () => 'down' as const,
          ),
        ]),
    );
    return Object.fromEntries(entries);
  }

  /** Ready (200 on /health/ready, `thindi_ready` 1) once started with nothing awaited and every dependency up. */
  async readinessReport(): Promise<ReadinessReport> {
    const { ready, waitingFor } = this.readiness;
    const dependencies = ready ? await this.dependencies() : {};
    return { ready: ready && !Object.values(dependencies).includes('down'), waitingFor, dependencies };
  }

  /**
   * Serves /metrics, /health/live and /health/ready on METRICS_PORT (host HOST) until the platform closes;
   * nothing when METRICS_PORT is unset.
   */
  async serveMetrics(): Promise<MetricsServer | undefined> {
    if (this.config.METRICS_PORT === undefined || this.metricsServer) return this.metricsServer;
    const server = await startMetricsServer({
      port: this.config.METRICS_PORT,
      host: this.config.HOST,
      metrics: this.metrics,
      readiness: () => this.readinessReport(),
    });
    this.metricsServer = server;
    // Closed first: an orchestrator sees the process go before its adapters do.
    this.closers.unshift(() => server.close());
    this.logger.info({ metricsPort: server.port }, `metrics on http://localhost:${server.port}/metrics`);
    return server;
  }

  /** The port /metrics is served on (METRICS_PORT, or the one chosen for 0), once `serveMetrics` ran. */
  get metricsPort(): number | undefined {
    return this.metricsServer?.port;
  }

  /** Each migration run is awaited by readiness: the process is not ready while one is under way. */
  private awaitingMigrations(db: DatabaseClient): DatabaseClient {
    return {
      ...db,
      migrate: async (service, folder, afterMigrate) => {
        const done = this.readiness.wait(`migrations:${service}`);
        await db.migrate(service, folder, afterMigrate);
        done();
      },
    };
  }

  async close(): Promise<void> {
    for (const close of this.closers.splice(0)) {
      await close().catch((err: unknown) => this.logger.warn({ err }, 'error while closing'));
    }
  }

  private need<T>(adapter: T | undefined, name: string): T {
    if (!adapter) throw new Error(`This process was started without the ${name} adapter`);
    return adapter;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

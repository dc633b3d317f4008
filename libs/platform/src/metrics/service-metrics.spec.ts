import { Controller, Inject, Injectable, Module, UseFilters, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { INestMicroservice } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchService } from '../bootstrap';
import { loadConfig } from '../config/config';
import { DomainError } from '../errors/domain-error';
import { RpcErrorFilter } from '../errors/rpc-exception.filter';
import { createLogger } from '../logging/logger';
import { Platform } from '../platform';
import { PLATFORM } from '../platform.constants';
import { metricSample } from '../testing/metric-sample';

/** A promise released from outside, and one telling that the start reached it. */
function gate() {
  let open!: () => void;
  let reach!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { open, reached, pass: () => (reach(), opened) };
}

const beforeMigrations = gate();
const beforeSubscribing = gate();
let duringMigration: unknown;

@Controller()
@UseFilters(RpcErrorFilter)
class ProbeController {
  @MessagePattern('probe.echo')
  echo(@Payload() payload: unknown) {
    return payload;
  }

  @MessagePattern('probe.refuse')
  refuse() {
    throw DomainError.validation('refused');
  }
}

@Injectable()
class ProbeConsumer implements OnModuleInit {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async onModuleInit() {
    await beforeSubscribing.pass();
    await this.platform.events.subscribe('probe.happened', { group: 'probe' }, async () => undefined);
  }
}

let metricsUrl = '';
const get = async (path: string) => {
  const res = await fetch(`${metricsUrl}${path}`);
  return { status: res.status, text: await res.text() };
};

function probeModule(migrations: string) {
  @Module({
    controllers: [ProbeController],
    providers: [
      {
        provide: 'PROBE_DB',
        inject: [PLATFORM],
        useFactory: async (platform: Platform) => {
          await beforeMigrations.pass();
          await platform.db.migrate('probe', migrations, async () => {
            duringMigration = JSON.parse((await get('/health/ready')).text);
          });
          return platform.db;
        },
      },
      ProbeConsumer,
    ],
  })
  class ProbeModule {}
  return ProbeModule;
}

describe('a service on its metrics port', () => {
  let dataDir: string;
  let platform: Platform;
  let launched: Promise<INestMicroservice>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'thindi-metrics-'));
    const migrations = join(dataDir, 'migrations');
    mkdirSync(join(migrations, 'meta'), { recursive: true });
    writeFileSync(join(migrations, '0000_probe.sql'), 'CREATE TABLE "probe"."things" ("id" integer PRIMARY KEY);\n');
    writeFileSync(
      join(migrations, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1_764_000_000_000, tag: '0000_probe', breakpoints: true }],
      }),
    );
    const config = loadConfig({ METRICS_PORT: '0', HOST: '127.0.0.1' }, { MODE: 'standalone', DATA_DIR: dataDir });
    platform = await Platform.create(config, createLogger('probe', 'silent'), {}, 'probe');
    launched = launchService(platform, 'probe', probeModule(migrations));
    launched.catch(() => undefined);
    // Starting PGlite takes seconds alone, more on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await (await launched.catch(() => undefined))?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not ready before its migrations ran and its consumers subscribed, and ready after', async () => {
    await beforeMigrations.reached;
    metricsUrl = `http://127.0.0.1:${platform.metricsPort}`;
    expect((await get('/health/live')).status).toBe(200);
    const before = await get('/health/ready');
    expect(before.status).toBe(503);
    expect(JSON.parse(before.text)).toMatchObject({ ready: false, waitingFor: ['start'] });
    expect(metricSample((await get('/metrics')).text, 'thindi_ready', { service: 'probe' })).toBe(0);

    beforeMigrations.open();
    await beforeSubscribing.reached;
    expect(duringMigration).toMatchObject({ ready: false, waitingFor: ['start', 'migrations:probe'] });
    const migrated = await get('/health/ready');
    expect(migrated.status).toBe(503);
    expect(JSON.parse(migrated.text)).toMatchObject({ ready: false, waitingFor: ['start'] });

    beforeSubscribing.open();
    await launched;
    const after = await get('/health/ready');
    expect(after.status).toBe(200);
    expect(JSON.parse(after.text)).toMatchObject({ status: 'ready', ready: true, waitingFor: [] });
    expect(metricSample((await get('/metrics')).text, 'thindi_ready', { service: 'probe' })).toBe(1);
  });

  it('counts each handled message in the server histogram, and each call in the client one', async () => {
    await launched;
    await expect(platform.client.query('probe.echo', { n: 1 })).resolves.toEqual({ n: 1 });
    await expect(platform.client.command('probe.refuse', {})).rejects.toThrow('refused');
    const text = (await get('/metrics')).text;
    const server = (pattern: string, outcome: string) =>
      metricSample(text, 'thindi_rpc_server_duration_seconds_count', { pattern, outcome, service: 'probe' });
    expect(server('probe.echo', 'ok')).toBe(1);
    expect(server('probe.refuse', 'error')).toBe(1);
    expect(
      metricSample(text, 'thindi_rpc_client_duration_seconds_count', { pattern: 'probe.echo', outcome: 'ok' }),
    ).toBe(1);
    expect(
      metricSample(text, 'thindi_rpc_client_duration_seconds_count', { pattern: 'probe.refuse', outcome: 'error' }),
    ).toBe(1);
    expect(metricSample(text, 'thindi_db_pool_connections', { state: 'total' })).toBe(1);
  });
});

import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/config';
import { createLogger } from '../logging/logger';
import { Platform } from '../platform';
import { PlatformModule } from '../platform.module';

export interface ServiceUnderTest {
  platform: Platform;
  app: INestMicroservice;
  dataDir: string;
  /** Closes the service and its platform, keeping DATA_DIR (to test a restart). */
  close(): Promise<void>;
  /** Closes everything and deletes DATA_DIR. */
  stop(): Promise<void>;
}

export interface ServiceTestOptions {
  env?: Record<string, string>;
  /** Reuse a DATA_DIR (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Runs before the module is built, e.g. to spy on a port. */
  prepare?: (platform: Platform) => void;
}

/**
 * How long a spec gives `startServiceForTest` in its `beforeAll`: a service migrates a fresh PGlite database and
 * builds its module, which takes a few seconds alone and a minute or more on a machine busy with other runs.
 */
export const SERVICE_START_TIMEOUT_MS = 300_000;

/**
 * One service module on PGlite in standalone mode, served on the in-process transport: tests call it
 * through `platform.client` exactly as the gateway would.
 */
export async function startServiceForTest(
  service: string,
  module: Type<unknown> | DynamicModule,
  options: ServiceTestOptions = {},
): Promise<ServiceUnderTest> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `thindi-${service}-`));
  const config = loadConfig(
    { SEED_DEMO: 'false', ...options.env },
    { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  );
  const platform = await Platform.create(config, createLogger('test', 'silent'), {}, service);
  options.prepare?.(platform);
  const moduleRef = await Test.createTestingModule({ imports: [PlatformModule.forRoot(platform), module] }).compile();
  const app = moduleRef.createNestMicroservice({ strategy: platform.serverFor(service) });
  await app.listen();
  platform.readiness.markStarted();
  const close = async () => {
    await app.close();
    await platform.close();
  };
  return {
    platform,
    app,
    dataDir,
    close,
    async stop() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

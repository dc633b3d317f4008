import { createLogger, loadConfig } from '@thindi/platform';
import { createStandaloneApp } from '@thindi/standalone';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningApp } from '../src/app';

export interface TestApp extends RunningApp {
  dataDir: string;
  stop(): Promise<void>;
}

/** The whole standalone marketplace on a fresh DATA_DIR, driven through Fastify's inject (no port). */
export async function startStandalone(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-api-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env }, { MODE: 'standalone', DATA_DIR: dataDir });
  const running = await createStandaloneApp(config, createLogger('test', 'silent'));
  await running.app.getHttpAdapter().getInstance().ready();
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { createStandaloneApp };

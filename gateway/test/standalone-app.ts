import { createLogger, loadConfig } from '@thindi/platform';
import { createStandaloneApp, standaloneBanner } from '@thindi/standalone';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningApp } from '../src/app';

export interface TestApp extends RunningApp {
  dataDir: string;
  stop(): Promise<void>;
}

/** The settings that decide what a first start writes into DATA_DIR: the demo data, the admin, the file store. */
const FIRST_START_SETTING = /^(SEED_DEMO|ADMIN_EMAIL|ADMIN_PASSWORD|S3_.*)$/;

async function boot(dataDir: string, env: Record<string, string>): Promise<RunningApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env }, { MODE: 'standalone', DATA_DIR: dataDir });
  const running = await createStandaloneApp(config, createLogger('test', 'silent'));
  await running.app.getHttpAdapter().getInstance().ready();
  return running;
}

/**
 * A DATA_DIR as a first start with these settings leaves it (migrated, seeded, stopped), made once per test run
 * (jest.api.setup.js names the folder) and copied for each app: a first start costs seconds of migrations and
 * seeding, a copy a fraction of one. Without that folder every app starts afresh. Only the first-start settings of
 * `env` count; an app that needs its own logger calls this on its DATA_DIR before createStandaloneApp.
 */
export async function copyFirstStart(dataDir: string, env: Record<string, string>): Promise<void> {
  const templates = process.env.THINDI_API_TEMPLATES;
  if (!templates) return;
  const settings = Object.entries(env)
    .filter(([key]) => FIRST_START_SETTING.test(key))
    .sort(([a], [b]) => a.localeCompare(b));
  const template = join(templates, createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16));
  if (!existsSync(template)) {
    const building = mkdtempSync(`${template}-building-`);
    await (await boot(building, Object.fromEntries(settings))).close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another worker made it first
    }
  }
  cpSync(template, dataDir, { recursive: true });
}

/** The whole standalone marketplace on a fresh DATA_DIR, driven through Fastify's inject (no port). */
export async function startStandalone(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-api-'));
  await copyFirstStart(dataDir, env);
  const running = await boot(dataDir, env);
  return {
    ...running,
    dataDir,
    async stop() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { createStandaloneApp, standaloneBanner };

import 'reflect-metadata';
import { closeOnSignals, ConfigError, createLogger, loadConfig } from '@thindi/platform';
import { createApp } from './app';

/** Starts the marketplace: standalone (everything in this process) or the gateway alone (distributed). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.MODE === 'standalone' ? 'thindi' : 'gateway', config.LOG_LEVEL);
  const started = Date.now();
  const running = await createApp(config, logger);
  await running.app.listen(config.PORT, config.HOST);
  const url = `http://localhost:${config.PORT}`;
  logger.info({ mode: config.MODE, url, startupMs: Date.now() - started }, `Thindi is open at ${url}`);
  closeOnSignals(() => running.close(), logger);
}

main().catch((err: unknown) => {
  // Configuration problems are the user's to fix: say what is wrong without a stack trace.
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`\nThindi could not start: ${message}\n`);
  process.exit(1);
});

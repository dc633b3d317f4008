import { closeOnSignals, ConfigError, createLogger, loadConfig, type AppConfig, type Logger } from '@thindi/platform';
import type { RunningApp } from './app';

type AppFactory = (config: AppConfig, logger: Logger) => Promise<RunningApp>;
/** The lines a person reads once the app is open (readable logs only); JSON logs get one 'open' entry instead. */
type Banner = (config: AppConfig, running: RunningApp, url: string, startupMs: number) => string[];

/**
 * Reads the environment, builds the app with `create`, listens on PORT (and serves /metrics, /health/live and
 * /health/ready on METRICS_PORT when set; ready once listening) and closes cleanly on SIGTERM/SIGINT.
 * A failed start prints one message (no stack trace for a configuration problem) and exits with 1.
 */
export function serve(name: string, create: AppFactory, banner?: Banner): void {
  const start = async () => {
    const config = loadConfig();
    const logger = createLogger(name, config.LOG_LEVEL, undefined, config.LOG_FORMAT);
    const started = Date.now();
    const running = await create(config, logger);
    await running.platform.serveMetrics();
    await running.app.listen(config.PORT, config.HOST);
    running.platform.readiness.markStarted();
    const url = `http://localhost:${config.PORT}`;
    const startupMs = Date.now() - started;
    if (banner && config.LOG_FORMAT === 'pretty' && config.LOG_LEVEL !== 'silent')
      process.stdout.write(`${banner(config, running, url, startupMs).join('\n')}\n`);
    else logger.info({ mode: config.MODE, url, startupMs }, `Thindi is open at ${url}`);
    closeOnSignals(() => running.close(), logger);
  };
  start().catch((err: unknown) => {
    const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
    process.stderr.write(`\nThindi could not start: ${message}\n`);
    process.exit(1);
  });
}

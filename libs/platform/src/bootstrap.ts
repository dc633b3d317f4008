import { DynamicModule, INestApplicationContext, INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@thindi/contracts';
import { loadConfig } from './config/config';
import { createLogger, NestPinoLogger } from './logging/logger';
import { Platform, type PlatformNeeds } from './platform';
import { PlatformModule } from './platform.module';

/** Closes `app` and the platform once on SIGINT/SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<void>, logger: { info: (msg: string) => void }): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: shutting down`);
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** Starts one service as its own process (distributed mode): NATS queue group named after the service. */
export async function bootstrapService(
  service: ServiceName,
  serviceModule: Type<unknown> | DynamicModule,
  needs: PlatformNeeds,
): Promise<INestApplicationContext> {
  const config = loadConfig(process.env, { MODE: 'distributed' });
  const logger = createLogger(`${service}-service`, config.LOG_LEVEL);
  const platform = await Platform.create(config, logger, needs, service);
  const app = await launchService(platform, service, serviceModule);
  logger.info({ service }, 'service listening');
  closeOnSignals(async () => {
    await app.close();
    await platform.close();
  }, logger);
  return app;
}

/**
 * Serves `serviceModule`'s handlers on the platform's transport. The metrics port (METRICS_PORT) answers from
 * the start, not ready (503 on /health/ready, `thindi_ready` 0) until the module's providers ran their
 * migrations, its consumers subscribed and the handlers listen.
 */
export async function launchService(
  platform: Platform,
  service: string,
  serviceModule: Type<unknown> | DynamicModule,
): Promise<INestMicroservice> {
  await platform.serveMetrics();
  const app = await NestFactory.createMicroservice(
    { module: class ServiceRootModule {}, imports: [PlatformModule.forRoot(platform), serviceModule] },
    { strategy: platform.serverFor(service), logger: new NestPinoLogger(platform.logger) },
  );
  await app.listen();
  platform.readiness.markStarted();
  return app;
}

import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  lockDataDir,
  NestPinoLogger,
  outboxFolder,
  Platform,
  PlatformModule,
  REQUEST_ID_HEADER,
  deferDeadline,
  runWithRequestContext,
  type AppConfig,
  type Logger,
} from '@thindi/platform';
import { MAX_UPLOAD_BYTES } from '@thindi/contracts';
import { resolve } from 'node:path';
import { registerStorefrontFastPath } from './catalog/storefront-fast-path';
import { StorefrontCache } from './catalog/storefront-cache.service';
import { GatewayModule } from './gateway.module';
import { registerCachePolicy } from './http/cache-policy';
import { connectionLimits } from './http/connection-limits';
import { answerFrameworkError } from './http/error-answer';
import { HttpErrorFilter } from './http/error.filter';
import { setupOpenApi } from './http/openapi';
import { registerAccessLog, requestIdOf } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextGuard } from './http/text-guard';
import { originSettings } from './seo/public-origin';
import { serveSpa } from './spa/spa';
import { registerMailPage } from './mail-page/mail-page';

/** Headers on every answer: the request id (to follow a request across services) and safe defaults. */
export const responseHeaders = (requestId: string) => ({
  [REQUEST_ID_HEADER]: requestId,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

export interface RunningApp {
  app: NestFastifyApplication;
  platform: Platform;
  close(): Promise<void>;
}

const DEFAULT_STATIC_DIR = resolve(__dirname, '../../frontend/dist');

export interface AppOptions {
  /**
   * Modules mounted beside the gateway. Standalone, these are every service, answering on the in-process
   * transport; the gateway itself knows none of them (apps/standalone is where they are put together).
   */
  modules?: Array<Type<unknown>>;
}

/** Builds the gateway (and whatever `modules` it is given) on Fastify; `listen` is left to the caller. */
export async function createApp(
  config: AppConfig,
  logger: Logger,
  { modules = [] }: AppOptions = {},
): Promise<RunningApp> {
  const standalone = config.MODE === 'standalone';
  if (standalone && modules.length === 0) {
    throw new Error('standalone mode needs the service modules: start it with `npm start` (apps/standalone)');
  }
  const unlock = standalone ? lockDataDir(resolve(config.DATA_DIR)) : () => undefined;
  let platform: Platform | undefined;
  try {
    platform = await Platform.create(config, logger, { storage: true });
    const root: DynamicModule = {
      module: class MarketplaceModule {},
      imports: [PlatformModule.forRoot(platform), GatewayModule, ...modules],
    };
    const adapter = new FastifyAdapter({
      ...connectionLimits(config),
      bodyLimit: 1024 * 1024,
      genReqId: (req: { headers: Record<string, string | string[] | undefined> }) =>
        requestIdOf(req.headers[REQUEST_ID_HEADER]),
      trustProxy: config.TRUST_PROXY,
      // Long path segments reach validation (a 400 that names the field) instead of the router's bare 414.
      routerOptions: { maxParamLength: 1000 },
      frameworkErrors: answerFrameworkError,
    });
    const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
      logger: new NestPinoLogger(logger),
      abortOnError: false,
    });
    await configureHttp(app, platform, config);
    if (standalone) {
      app.connectMicroservice({ strategy: platform.serverFor('standalone') }, { inheritAppConfig: true });
      await app.startAllMicroservices();
    }
    await app.init();
    const running = platform;
    return {
      app,
      platform: running,
      async close() {
        await app.close();
        await running.close();
        unlock();
      },
    };
  } catch (err) {
    await platform?.close();
    unlock();
    throw err;
  }
}

async function configureHttp(app: NestFastifyApplication, platform: Platform, config: AppConfig) {
  const fastify = app.getHttpAdapter().getInstance();
  // First: cached storefront reads are answered before any other per-request work.
  registerStorefrontFastPath(fastify, app.get(StorefrontCache), responseHeaders);
  registerAccessLog(fastify, platform.logger, platform.metrics);
  await registerSecurityHeaders(fastify, config.S3_ENDPOINT);
  registerCachePolicy(fastify);
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.headers(responseHeaders(req.id));
    // Every service call made for this request carries its deadline: none outlives the answer's time limit.
    runWithRequestContext({ requestId: req.id, deadline: Date.now() + config.REQUEST_TIMEOUT_MS }, done);
  });
  // The deadline counts from a received body: a slow client's upload does not eat the services' time.
  fastify.addHook('preHandler', (_req, reply, done) => {
    deferDeadline(reply.elapsedTime);
    done();
  });
  registerTextGuard(fastify);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads (seller documents, product images): parts are read by the upload controllers, each at most 5 MB.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 40 } });
  app.setGlobalPrefix('api');
  if (config.MODE === 'standalone' && !config.SMTP_URL) registerMailPage(fastify, outboxFolder(config.DATA_DIR));
  const spa = await serveSpa(
    fastify,
    config.STATIC_DIR ? resolve(config.STATIC_DIR) : DEFAULT_STATIC_DIR,
    platform.logger,
    originSettings(config),
  );
  if (!spa) platform.logger.warn('No built SPA found: serving the API only (run `npm run build`)');
  app.useGlobalFilters(new HttpErrorFilter(platform.logger, spa));
  setupOpenApi(app);
}

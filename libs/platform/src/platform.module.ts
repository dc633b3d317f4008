import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TokenService } from './auth/token.service';
import { DeadLetters } from './events/dead-letters';
import { MessageMetricsInterceptor } from './metrics/message-metrics.interceptor';
import { Metrics } from './metrics/metrics';
import type { Platform } from './platform';
import { APP_CONFIG, EVENT_BUS, FILE_STORAGE, JOB_QUEUE, LOGGER, MAILER, PLATFORM } from './platform.constants';
import { ServiceClient } from './transport/service-client';

/**
 * Hands the process's Platform and each of its ports (see `platform.constants.ts`) to every module, and times and
 * logs every message handler of the process (MessageMetricsInterceptor).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(platform: Platform): DynamicModule {
    const ports: Provider[] = [
      { provide: PLATFORM, useValue: platform },
      { provide: APP_CONFIG, useValue: platform.config },
      { provide: LOGGER, useValue: platform.logger },
      { provide: EVENT_BUS, useValue: platform.events },
      { provide: ServiceClient, useValue: platform.client },
      { provide: Metrics, useValue: platform.metrics },
      { provide: DeadLetters, useValue: platform.deadLetters },
    ];
    if (platform.config.JWT_SECRET) ports.push({ provide: TokenService, useFactory: () => platform.tokens });
    if (platform.holds('jobs')) ports.push({ provide: JOB_QUEUE, useFactory: () => platform.jobs });
    if (platform.holds('storage')) ports.push({ provide: FILE_STORAGE, useFactory: () => platform.storage });
    if (platform.holds('mailer')) ports.push({ provide: MAILER, useFactory: () => platform.mailer });
    return {
      module: PlatformModule,
      providers: [...ports, { provide: APP_INTERCEPTOR, useClass: MessageMetricsInterceptor }],
      exports: ports.map((port) => ('provide' in port ? port.provide : port)),
    };
  }
}

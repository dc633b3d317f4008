import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MessageMetricsInterceptor } from './metrics/message-metrics.interceptor';
import type { Platform } from './platform';
import { PLATFORM } from './platform.constants';

/**
 * Hands the process's Platform (config, logger, ports) to every module, and times and logs every message
 * handler of the process (MessageMetricsInterceptor).
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(platform: Platform): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: PLATFORM, useValue: platform },
        { provide: APP_INTERCEPTOR, useClass: MessageMetricsInterceptor },
      ],
      exports: [PLATFORM],
    };
  }
}

import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Platform } from './platform';
import { PLATFORM } from './platform.constants';

/** Hands the process's Platform (config, logger, ports) to every module. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(platform: Platform): DynamicModule {
    return { module: PlatformModule, providers: [{ provide: PLATFORM, useValue: platform }], exports: [PLATFORM] };
  }
}

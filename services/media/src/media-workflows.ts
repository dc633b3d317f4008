import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PLATFORM, runWithoutDeadline, WorkflowEngine, type Platform } from '@thindi/platform';
import { SERVICE } from './media.constants';

/**
 * The media service's flows: use cases register theirs when they are built; the worker that retries failed
 * compensations (`compensations-media`) starts once all are registered.
 */
@Injectable()
export class MediaWorkflows extends WorkflowEngine implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(PLATFORM) platform: Platform) {
    // Undos run outside the request's deadline: it may be what failed the flow.
    super(SERVICE, platform, { detach: runWithoutDeadline });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}

import type { OnApplicationBootstrap, OnApplicationShutdown, Provider } from '@nestjs/common';
import { runWithoutDeadline } from '../logging/request-context';
import type { Platform } from '../platform';
import { PLATFORM } from '../platform.constants';
import { WorkflowEngine } from './workflow-engine';

/**
 * A service's flows: use cases register theirs when they are built; the worker that retries failed
 * compensations (`compensations-<service>`) starts once all are registered, and shutdown waits for the undos
 * still running.
 */
export class ServiceWorkflows extends WorkflowEngine implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(service: string, platform: Platform) {
    // Undos run outside the caller's deadline: it may be what failed the flow.
    super(service, platform, { detach: runWithoutDeadline });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}

/** The module provider of a service's ServiceWorkflows; its use cases inject `ServiceWorkflows`. */
export function provideWorkflows(service: string): Provider {
  return {
    provide: ServiceWorkflows,
    inject: [PLATFORM],
    useFactory: (platform: Platform) => new ServiceWorkflows(service, platform),
  };
}

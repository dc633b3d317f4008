import { Controller, Inject, Type, UseFilters } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthPattern, type ServiceHealth, type ServiceName } from '@thindi/contracts';
import { hostname } from 'node:os';
import { RpcErrorFilter } from './errors/rpc-exception.filter';
import type { Platform } from './platform';
import { PLATFORM } from './platform.constants';

const instance = `${hostname()}:${process.pid}`;

/** Every service answers `<service>.health` with its instance and the state of its own dependencies. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  @UseFilters(RpcErrorFilter)
  class HealthController {
    constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

    @MessagePattern(healthPattern(service))
    async health(): Promise<ServiceHealth> {
      const dependencies = await this.platform.dependencies();
      const down = Object.values(dependencies).includes('down');
      return {
        service,
        status: down ? 'down' : 'up',
        instance,
        uptimeSeconds: Math.round(process.uptime()),
        dependencies,
      };
    }
  }
  Object.defineProperty(HealthController, 'name', {
    value: `${service[0].toUpperCase()}${service.slice(1)}HealthController`,
  });
  return HealthController;
}

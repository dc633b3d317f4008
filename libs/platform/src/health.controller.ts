import { Controller, Inject, Type, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  deadLetterPatterns,
  healthPattern,
  replayDeadLettersSchema,
  withPrincipal,
  type DeadLetterCounts,
  type ServiceHealth,
  type ServiceName,
} from '@thindi/contracts';
import { hostname } from 'node:os';
import { z } from 'zod';
import { RpcErrorFilter } from './errors/rpc-exception.filter';
import { requireRole } from './errors/require-role';
import { parseInput } from './errors/validate';
import type { Platform } from './platform';
import { PLATFORM } from './platform.constants';
import { sumOf } from './events/dead-letters';

const instance = `${hostname()}:${process.pid}`;

/**
 * Every service answers `<service>.health` with its instance, the state of its own dependencies and how many
 * dead letters its outbox holds; and, for an admin, the count and a replay of those dead letters (the
 * outbox is the service's own data, so the service itself checks the admin).
 */
export function createHealthController(service: ServiceName): Type<unknown> {
  const patterns = deadLetterPatterns(service);
  const own = (owner: string) => owner === service;

  @Controller()
  @UseFilters(RpcErrorFilter)
  class HealthController {
    constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

    @MessagePattern(healthPattern(service))
    async health(): Promise<ServiceHealth> {
      const [dependencies, deadLetters] = await Promise.all([
        this.platform.dependencies(),
        this.platform.deadLetters.count(own).then(sumOf, () => undefined),
      ]);
      const down = Object.values(dependencies).includes('down');
      return {
        service,
        status: down ? 'down' : 'up',
        instance,
        uptimeSeconds: Math.round(process.uptime()),
        dependencies,
        deadLetters,
      };
    }

    @MessagePattern(patterns.count)
    async countDeadLetters(@Payload() payload: unknown): Promise<DeadLetterCounts> {
      requireRole(parseInput(withPrincipal(z.object({})), payload).principal, 'admin');
      return this.platform.deadLetters.count(own);
    }

    @MessagePattern(patterns.replay)
    async replayDeadLetters(@Payload() payload: unknown): Promise<{ replayed: number }> {
      const { principal, input } = parseInput(withPrincipal(replayDeadLettersSchema), payload);
      requireRole(principal, 'admin');
      return { replayed: await this.platform.deadLetters.replay(own, input.id) };
    }
  }
  Object.defineProperty(HealthController, 'name', {
    value: `${service[0].toUpperCase()}${service.slice(1)}HealthController`,
  });
  return HealthController;
}

import { Controller, Inject, Type, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  deadLetterPatterns,
  healthPattern,
  replayDeadLettersSchema,
  withPrincipal,
  type DeadLetterCounts,
  type OwnDeadLetters,
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
/** The admin's page of dead letters asks each service for at most this many (page × page size). */
const listInput = z.object({ limit: z.number().int().min(1).max(100_000) });

/**
 * Every service answers `<service>.health` with its instance, the state of its own dependencies and how many
 * dead letters its outbox holds; and, for an admin, the count, the newest and a replay of those dead letters (the
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

    @MessagePattern(patterns.list)
    async listDeadLetters(@Payload() payload: unknown): Promise<OwnDeadLetters> {
      const { principal, input } = parseInput(withPrincipal(listInput), payload);
      requireRole(principal, 'admin');
      const [deadLetters, counts] = await Promise.all([
        this.platform.deadLetters.list(own, input.limit),
        this.platform.deadLetters.count(own),
      ]);
      return { deadLetters, total: sumOf(counts) };
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

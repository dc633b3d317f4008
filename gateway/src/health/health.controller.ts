import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  healthPattern,
  SERVICE_NAMES,
  type ServiceHealth,
  livenessSchema,
  readinessSchema,
  gatewayHealthSchema,
} from '@thindi/contracts';
import { isEventsOwner, PLATFORM, sumOf, type Platform } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { firstValueFrom, timeout } from 'rxjs';
import { ApiBodies } from '../http/openapi';

const SERVICE_TIMEOUT_MS = 2000;

type ServiceReport = Omit<ServiceHealth, 'service'> | { status: 'down'; error: string };

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOperation({
    summary:
      "The gateway's dependencies, every service, and how many events and jobs are dead letters; 503 when any is down",
  })
  @ApiBodies({
    response: gatewayHealthSchema,
    description:
      '{ success, status: "ok" | "degraded", mode, dependencies, services, deadLetters, deadLettersByOwner } ' +
      '(owners: a service for its outbox, events:<group> for an event consumer group)',
  })
  async check(@Res() reply: FastifyReply) {
    const [dependencies, services, eventDeadLetters] = await Promise.all([
      this.platform.dependencies(),
      this.services(),
      this.platform.deadLetters.count(isEventsOwner).catch(() => ({})),
    ]);
    const deadLettersByOwner: Record<string, number> = { ...eventDeadLetters };
    for (const [name, report] of Object.entries(services)) {
      if ('deadLetters' in report && report.deadLetters) deadLettersByOwner[name] = report.deadLetters;
    }
    const healthy =
      !Object.values(dependencies).includes('down') && Object.values(services).every((s) => s.status === 'up');
    reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        success: healthy,
        status: healthy ? 'ok' : 'degraded',
        mode: this.platform.config.MODE,
        uptimeSeconds: Math.round(process.uptime()),
        dependencies: { transport: this.platform.standalone ? 'in-process' : 'nats', ...dependencies },
        services,
        // Dead letters do not make the platform unhealthy: they wait for an admin's replay (POST /api/admin/dead-letters/replay).
        deadLetters: sumOf(deadLettersByOwner),
        deadLettersByOwner,
      });
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the gateway process answers (for orchestrators)' })
  @ApiBodies({ response: livenessSchema })
  live() {
    return { success: true, status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: "Readiness: the gateway's own dependencies answer; downstream services are not counted" })
  @ApiBodies({ response: readinessSchema })
  async ready(@Res() reply: FastifyReply) {
    const dependencies = await this.platform.dependencies();
    const ready = !Object.values(dependencies).includes('down');
    reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ success: ready, dependencies });
  }

  private async services(): Promise<Record<string, ServiceReport>> {
    const reports = await Promise.all(
      SERVICE_NAMES.map(async (name): Promise<[string, ServiceReport]> => {
        try {
          const reply$ = this.platform.proxy.send<ServiceHealth>(healthPattern(name), {});
          const { service: _service, ...report } = await firstValueFrom(reply$.pipe(timeout(SERVICE_TIMEOUT_MS)));
          return [name, report];
        } catch {
          return [name, { status: 'down', error: 'did not answer' }];
        }
      }),
    );
    return Object.fromEntries(reports);
  }
}

import { Controller, Module, UseFilters, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Test } from '@nestjs/testing';
import { createLogger } from '../logging/logger';
import { currentDeadline, currentRequestId, runWithRequestContext, runWithRequestId } from '../logging/request-context';
import { DomainError } from '../errors/domain-error';
import { RpcErrorFilter } from '../errors/rpc-exception.filter';
import { PLATFORM } from '../platform.constants';
import { InProcessBus } from './in-process-bus';
import { InProcessClient } from './in-process.client';
import { InProcessServer } from './in-process.server';
import { ServiceClient } from './service-client';

@Controller()
@UseFilters(RpcErrorFilter)
class EchoController {
  @MessagePattern('echo.things.get')
  echo(@Payload() data: { when: Date }) {
    return { received: data, type: typeof data.when, requestId: currentRequestId() };
  }

  @MessagePattern('echo.things.fail')
  fail() {
    throw DomainError.conflict('Out of stock', 'ORDER.OUT_OF_STOCK');
  }

  @MessagePattern('echo.things.crash')
  crash() {
    throw new Error('database password is hunter2');
  }
}

@Module({
  controllers: [EchoController],
  providers: [{ provide: PLATFORM, useValue: { logger: createLogger('test', 'silent') } }],
})
class EchoModule {}

describe('in-process transport', () => {
  const bus = new InProcessBus();
  const client = new ServiceClient(new InProcessClient(bus), 1000);
  let app: INestMicroservice;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [EchoModule] }).compile();
    app = moduleRef.createNestMicroservice({ strategy: new InProcessServer(bus) });
    await app.listen();
  });
  afterAll(() => app.close());

  it('serialises payloads to JSON both ways, as NATS would', async () => {
    const reply = await client.query<{ received: { when: string }; type: string }>('echo.things.get', {
      when: new Date(0),
    });
    expect(reply.type).toBe('string');
    expect(reply.received.when).toBe('1970-01-01T00:00:00.000Z');
  });

  it('carries the request id to the handler', async () => {
    const reply = await runWithRequestId('req-42', () =>
      client.query<{ requestId: string }>('echo.things.get', { when: 1 }),
    );
    expect(reply.requestId).toBe('req-42');
  });

  it('brings a domain error back with its code and message', async () => {
    await expect(client.command('echo.things.fail', {})).rejects.toEqual(
      new DomainError('ORDER.OUT_OF_STOCK', 'Out of stock'),
    );
  });

  it('hides the details of an unexpected failure', async () => {
    await expect(client.command('echo.things.crash', {})).rejects.toMatchObject({
      code: 'SERVER.INTERNAL',
      message: 'Something went wrong on our side',
    });
  });

  it('reports a pattern nobody answers as unavailable', async () => {
    await expect(client.query('nobody.home.get', {})).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      kind: 'UNAVAILABLE',
    });
  });
});

describe('in-process transport deadlines', () => {
  const bus = new InProcessBus();
  const client = new ServiceClient(new InProcessClient(bus), 1000);
  let app: INestMicroservice;
  let started = 0;

  @Controller()
  class ClockController {
    @MessagePattern('clock.deadline.get')
    deadline() {
      started++;
      return { deadline: currentDeadline() ?? null };
    }
  }

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [ClockController],
      providers: [{ provide: PLATFORM, useValue: { logger: createLogger('test', 'silent') } }],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: new InProcessServer(bus) });
    await app.listen();
  });
  afterAll(() => app.close());

  it('runs the handler with the deadline of the request that asked', async () => {
    const deadline = Date.now() + 5000;
    const reply = await runWithRequestContext({ requestId: 'req-7', deadline }, () =>
      client.query<{ deadline: number }>('clock.deadline.get', {}),
    );
    expect(reply.deadline).toBe(deadline);
  });

  it('does not start a handler whose deadline passed before it arrived', async () => {
    const before = started;
    const wire = await bus.handler('clock.deadline.get')!('{}', 'req-8', Date.now() - 1);
    expect(JSON.parse(wire)).toEqual([
      {
        err: { code: 'SERVICE.UNAVAILABLE', message: 'The request took too long to complete. Please try again.' },
        isDisposed: true,
      },
    ]);
    expect(started).toBe(before);
  });
});

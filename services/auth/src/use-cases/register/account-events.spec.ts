import {
  AuthPatterns,
  OwnerAdminPatterns,
  PrincipalEvents,
  UserEvents,
  type Principal,
  type RegisterResponse,
  type UserRegisteredEvent,
} from '@thindi/contracts';
import { runWithRequestId, type EventEnvelope, type InProcessEventBus, type Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { AuthModule } from '../../auth.module';
import { authTables, outbox } from '../../db/schema';

/** Account events leave through the auth outbox: written with the change, sent after it, never lost. */
describe('auth service: account events', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let brokerDown = false;
  const seen: EventEnvelope[] = [];
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };

  const register = (email: string) =>
    platform.client.command<RegisterResponse>(AuthPatterns.register, {
      firstName: 'Meena',
      lastName: 'Iyer',
      email,
      password: 'Murukku@123',
    });
  const waiting = () => platform.db.drizzle(authTables).select().from(outbox);
  const settle = () => (platform.events as InProcessEventBus).settle();

  beforeAll(async () => {
    service = await startServiceForTest('auth', AuthModule, {
      prepare: (p) => {
        const publish = p.events.publish.bind(p.events);
        p.events.publish = async (subject, data, options) => {
          if (brokerDown) throw new Error('broker down');
          return publish(subject, data, options);
        };
        for (const subject of [UserEvents.registered, PrincipalEvents.statusChanged])
          void p.events.subscribe(subject, {}, (e) => void seen.push(e));
      },
    });
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());
  beforeEach(() => {
    seen.length = 0;
    brokerDown = false;
  });

  it('announces a new account with the id of the request that created it', async () => {
    await runWithRequestId('req-register-1', () => register('first@example.in'));
    await settle();
    expect(seen).toEqual([
      expect.objectContaining({
        subject: UserEvents.registered,
        requestId: 'req-register-1',
        data: { userId: expect.any(String), email: 'first@example.in', emailVerified: false },
      }),
    ]);
    expect(await waiting()).toEqual([]);
  });

  it('creates the account while the broker is down and announces it once the broker is back', async () => {
    brokerDown = true;
    await register('during-outage@example.in');
    expect((await waiting()).map((row) => row.topic)).toEqual([UserEvents.registered]);
    brokerDown = false;
    await register('after-outage@example.in');
    await waitUntil('the relay retried', async () => (await waiting()).length === 0);
    await settle();
    expect(seen.map((e) => (e.data as { email: string }).email)).toEqual([
      'during-outage@example.in',
      'after-outage@example.in',
    ]);
  });

  it('announces nothing for a registration of a taken e-mail, answered like any other', async () => {
    await expect(register('first@example.in')).resolves.toMatchObject({ success: true });
    await settle();
    expect(seen).toEqual([]);
    expect(await waiting()).toEqual([]);
  });

  it('tells the gateways when an admin switches a customer off, through the outbox', async () => {
    await register('switched@example.in');
    await settle();
    const user = { id: (seen.at(-1)!.data as UserRegisteredEvent).userId };
    seen.length = 0;
    await platform.client.command(OwnerAdminPatterns.users.toggle, { principal: admin, input: { id: user.id } });
    await settle();
    expect(seen).toEqual([
      expect.objectContaining({
        subject: PrincipalEvents.statusChanged,
        data: { id: user.id, role: 'customer', active: false },
      }),
    ]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteClient, type DatabaseClient } from '../db/database';
import { createLogger } from '../logging/logger';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import { DeadLetterTable } from './dead-letter-table';
import { DeadLetters } from './dead-letters';
import type { EventEnvelope } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';

const logger = createLogger('test', 'silent');
/** Gives up after two quick tries, so a failing handler becomes a dead letter at once. */
const quickBus = () => new InProcessEventBus(logger, { maxAttempts: 2, firstDelayMs: 0 });

describe('standalone dead letters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thindi-dead-letters-'));
  let client: DatabaseClient | undefined;
  const open = async () => {
    await client?.close();
    client = await createPgliteClient(join(dir, 'pglite'));
    return DeadLetterTable.open(client);
  };

  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an event its handler kept failing on, across a restart, and delivers it again when replayed', async () => {
    const before = quickBus();
    before.keepDeadLettersIn(await open());
    await before.subscribe('order.status-changed', { group: 'catalog-stock' }, () => {
      throw new Error('stock table locked');
    });
    await runWithRequestId('req-7', () => before.publish('order.status-changed', { orderId: 'o1' }));
    await before.settle();
    const deadLetters = new DeadLetters();
    deadLetters.register(before);
    expect(await deadLetters.count()).toEqual({ 'events:catalog-stock': 1 });
    await before.close();

    const after = quickBus();
    after.keepDeadLettersIn(await open());
    const got: EventEnvelope[] = [];
    await after.subscribe('order.status-changed', { group: 'catalog-stock' }, (e) => void got.push(e));
    expect(await after.count()).toEqual({ 'events:catalog-stock': 1 });
    expect(await after.replay('events:catalog-stock')).toBe(1);
    expect(got).toEqual([expect.objectContaining({ data: { orderId: 'o1' }, requestId: 'req-7' })]);
    expect(await after.count()).toEqual({});
  }, 60_000);

  it('keeps the dead letter when the replay fails again', async () => {
    const bus = quickBus();
    bus.keepDeadLettersIn(await open());
    await bus.subscribe('seller.approved', { group: 'catalog' }, () => {
      throw new Error('still broken');
    });
    await bus.publish('seller.approved', { sellerId: 's1' });
    await bus.settle();
    expect(await bus.replay('events:catalog')).toBe(1);
    expect(await bus.count()).toEqual({ 'events:catalog': 1 });
    expect(await bus.replay('events:someone-else')).toBe(0);
  }, 60_000);

  it('runs each handler with the request id of the event, so its logs carry it', async () => {
    const bus = quickBus();
    const seen: Array<string | undefined> = [];
    await bus.subscribe('order.placed', { group: 'notification' }, () => void seen.push(currentRequestId()));
    await bus.publish('order.placed', {}, { requestId: 'req-from-outbox' });
    await runWithRequestId('req-of-request', () => bus.publish('order.placed', {}));
    await bus.settle();
    expect(seen).toEqual(['req-from-outbox', 'req-of-request']);
  });

  it('lists the dead letters newest first with group, subject, request id and error', async () => {
    const bus = quickBus();
    bus.keepDeadLettersIn(await open());
    await bus.subscribe('order.placed', { group: 'invoices' }, () => {
      throw new Error('invoice series locked');
    });
    await runWithRequestId('req-11', () => bus.publish('order.placed', { orderId: 'o2' }));
    await bus.settle();
    const deadLetters = new DeadLetters();
    deadLetters.register(bus);
    const [newest] = await deadLetters.list(() => true, 1);
    expect(newest).toEqual({
      id: expect.any(String),
      owner: 'events:invoices',
      subject: 'order.placed',
      requestId: 'req-11',
      lastError: 'invoice series locked',
      deadAt: expect.any(String),
    });
    await bus.close();
  }, 60_000);
});

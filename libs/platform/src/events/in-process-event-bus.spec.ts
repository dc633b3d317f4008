import { createLogger } from '../logging/logger';
import { InProcessEventBus } from './in-process-event-bus';

const logger = createLogger('test', 'silent');

describe('InProcessEventBus', () => {
  it('delivers to every subscriber and passes a copy of the data, never the original object', async () => {
    const bus = new InProcessEventBus(logger);
    const got: unknown[] = [];
    await bus.subscribe('order.placed', { group: 'notification' }, (e) => void got.push(e.data));
    await bus.subscribe('order.placed', { group: 'catalog' }, (e) => void got.push(e.data));
    const data = { orderId: 'o1' };
    await bus.publish('order.placed', data);
    await bus.settle();
    expect(got).toEqual([data, data]);
    expect(got[0]).not.toBe(data);
  });

  it('retries a handler that fails, so a passing glitch loses no event', async () => {
    const bus = new InProcessEventBus(logger);
    let calls = 0;
    await bus.subscribe('seller.approved', { group: 'catalog' }, () => {
      calls++;
      if (calls < 2) throw new Error('glitch');
    });
    await bus.publish('seller.approved', { sellerId: 's1' });
    await bus.settle();
    expect(calls).toBe(2);
  });

  it('delivers nothing for subjects nobody subscribed to', async () => {
    const bus = new InProcessEventBus(logger);
    await expect(bus.publish('nobody.cares', {})).resolves.toBeUndefined();
  });
});

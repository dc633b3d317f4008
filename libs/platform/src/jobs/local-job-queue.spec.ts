import { createLogger } from '../logging/logger';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import { LocalJobQueue } from './local-job-queue';

const logger = createLogger('test', 'silent');

describe('LocalJobQueue', () => {
  it('runs a job with its data, serialised as BullMQ would', async () => {
    const queue = new LocalJobQueue(logger);
    const seen: unknown[] = [];
    await queue.process('mail', async (data) => void seen.push(data));
    await queue.add('mail', 'welcome', { to: 'a@b.in', at: new Date(0) });
    await queue.idle();
    expect(seen).toEqual([{ to: 'a@b.in', at: '1970-01-01T00:00:00.000Z' }]);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const queue = new LocalJobQueue(logger);
    const attempts: Array<{ attempt: number; at: number }> = [];
    await queue.process('mail', async (_data, meta) => {
      attempts.push({ attempt: meta.attempt, at: Date.now() });
      if (meta.attempt < 3) throw new Error('smtp down');
    });
    await queue.add('mail', 'otp', {}, { attempts: 5, backoffMs: 20 });
    await queue.idle();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(attempts[1].at - attempts[0].at);
  });

  it('gives up after the allowed attempts', async () => {
    const queue = new LocalJobQueue(logger);
    const processor = jest.fn().mockRejectedValue(new Error('always'));
    await queue.process('mail', processor);
    await queue.add('mail', 'otp', {}, { attempts: 2, backoffMs: 5 });
    await queue.idle();
    expect(processor).toHaveBeenCalledTimes(2);
  });

  it('keeps jobs added before a processor exists and runs them once one does', async () => {
    const queue = new LocalJobQueue(logger);
    await queue.add('mail', 'early', { n: 1 });
    // The job has had its turn, with no processor to take it.
    await queue.idle();
    const processor = jest.fn().mockResolvedValue(undefined);
    await queue.process('mail', processor);
    await queue.idle();
    expect(processor).toHaveBeenCalledWith({ n: 1 }, { attempt: 1, attempts: 5, name: 'early' });
  });

  it('runs a repeated job again and again until the queue closes', async () => {
    jest.useFakeTimers();
    try {
      const queue = new LocalJobQueue(logger);
      const runs: string[] = [];
      await queue.process('upkeep', async (_data, meta) => void runs.push(meta.name));
      await queue.repeat('upkeep', 'sweep', 1000);
      await jest.advanceTimersByTimeAsync(3000);
      expect(runs).toEqual(['sweep', 'sweep', 'sweep']);
      await queue.close();
      await jest.advanceTimersByTimeAsync(5000);
      expect(runs).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs a job with the id of the request that queued it, so the worker logs with it', async () => {
    const queue = new LocalJobQueue(logger);
    const seen: Array<string | undefined> = [];
    await queue.process('mail', async (_data, meta) => void seen.push(currentRequestId(), meta.requestId));
    await runWithRequestId('req-9', () => queue.add('mail', 'order-placed', {}));
    await queue.add('mail', 'order-placed', {}, { requestId: 'req-from-outbox' });
    await queue.idle();
    expect(seen).toEqual(['req-9', 'req-9', 'req-from-outbox', 'req-from-outbox']);
  });
});

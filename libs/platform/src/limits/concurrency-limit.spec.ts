import { createConcurrencyLimit } from './concurrency-limit';

/** A task the test finishes when it wants, recording when it started. */
function gate(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(`${name} failed`)),
  };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createConcurrencyLimit', () => {
  const options = { max: 1, maxWaiting: 2, busyMessage: 'Busy: please try again in a minute' };

  it('runs one task at a time, the others in arrival order, and a failure frees the place', async () => {
    const limit = createConcurrencyLimit(options);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(started, name));
    const results = [a, b, c].map((g) => limit.run(g.task).catch((e: Error) => e.message));
    await flush();
    expect([started, limit.running, limit.waiting]).toEqual([['a'], 1, 2]);
    a.fail();
    await flush();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await flush();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a failed', 'b', 'c']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses a task beyond the waiting places with 429 and its message, running nothing of it', async () => {
    const limit = createConcurrencyLimit(options);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = gates.map((g) => limit.run(g.task).catch((e: Error) => e));
    expect(await results[3]).toMatchObject({ code: 'REQUEST.RATE_LIMITED', message: options.busyMessage });
    for (const g of gates.slice(0, 3)) {
      g.finish();
      await flush();
    }
    await Promise.all(results);
    expect(started).toEqual(['a', 'b', 'c']);
  });
});

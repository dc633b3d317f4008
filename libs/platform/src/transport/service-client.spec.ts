import { delay, NEVER, Observable, of, throwError } from 'rxjs';
import { DomainError } from '../errors/domain-error';
import { currentDeadline, runWithRequestContext } from '../logging/request-context';
import { ServiceClient, UnansweredCommandError } from './service-client';

type Answer = 'silence' | 'no-one' | 'conflict' | { value: unknown };

/** A stand-in for the NATS proxy: answers each attempt from a script and records what it was sent. */
function fakeProxy(script: Answer[]) {
  const sent: { pattern: string; deadline?: number }[] = [];
  const proxy = {
    send<T>(pattern: string): Observable<T> {
      return new Observable<T>((subscriber) => {
        sent.push({ pattern, deadline: currentDeadline() });
        const answer = script[Math.min(sent.length, script.length) - 1];
        const reply$: Observable<unknown> =
          answer === 'silence'
            ? NEVER
            : answer === 'no-one'
              ? throwError(() => ({ code: 'SERVICE.UNAVAILABLE', message: 'no running instance' }))
              : answer === 'conflict'
                ? throwError(() => ({ code: 'ORDER.OUT_OF_STOCK', message: 'Out of stock' }))
                : of(answer.value);
        return (reply$ as Observable<T>).subscribe(subscriber);
      });
    },
  };
  return { proxy, sent };
}

const timeouts = { timeoutMs: 10_000, queryAttemptTimeoutMs: 30 };
const inRequest = <T>(msFromNow: number, fn: () => Promise<T>) =>
  runWithRequestContext({ requestId: 'req-1', deadline: Date.now() + msFromNow }, fn);

describe('service client', () => {
  it('sends a query again when a replica stays silent, and takes the answer of the next one', async () => {
    const { proxy, sent } = fakeProxy(['silence', { value: { ok: true } }]);
    const client = new ServiceClient(proxy, timeouts);
    await expect(inRequest(5000, () => client.query('catalog.products.get', {}))).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(2);
  });

  it('keeps asking while no replica is running, until one answers', async () => {
    const { proxy, sent } = fakeProxy(['no-one', 'no-one', { value: 'found' }]);
    const client = new ServiceClient(proxy, timeouts);
    await expect(inRequest(5000, () => client.query('catalog.products.get', {}))).resolves.toBe('found');
    expect(sent).toHaveLength(3);
  });

  it('gives up on a silent query when the request runs out of time, as unavailable', async () => {
    const { proxy, sent } = fakeProxy(['silence']);
    const client = new ServiceClient(proxy, timeouts);
    await expect(inRequest(200, () => client.query('catalog.products.get', {}))).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message: 'The request took too long to complete. Please try again.',
    });
    expect(sent.length).toBeGreaterThan(1);
  });

  it('does not repeat a query that was answered with a business error', async () => {
    const { proxy, sent } = fakeProxy(['conflict']);
    const client = new ServiceClient(proxy, timeouts);
    await expect(inRequest(5000, () => client.query('catalog.products.get', {}))).rejects.toEqual(
      new DomainError('ORDER.OUT_OF_STOCK', 'Out of stock'),
    );
    expect(sent).toHaveLength(1);
  });

  it('sends a command once, waiting as long as the request has left rather than the short query attempt', async () => {
    const { proxy, sent } = fakeProxy([{ value: 'reserved' }]);
    // Answers only after several short query attempts would have given up.
    const slowProxy = { send: <T>(pattern: string) => proxy.send<T>(pattern).pipe(delay(120)) };
    const client = new ServiceClient(slowProxy, timeouts);
    await expect(inRequest(5000, () => client.command('catalog.stock.reserve', {}))).resolves.toBe('reserved');
    expect(sent).toHaveLength(1);
  });

  it('ends a silent command when the request runs out of time, without sending it again', async () => {
    const { proxy, sent } = fakeProxy(['silence']);
    const client = new ServiceClient(proxy, timeouts);
    await expect(inRequest(100, () => client.command('catalog.stock.reserve', {}))).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
    });
    expect(sent).toHaveLength(1);
  });

  it('says a command that got no answer may have been carried out, whether or not the request ran out of time', async () => {
    const { proxy } = fakeProxy(['silence']);
    const inRequestTime = new ServiceClient(proxy, timeouts);
    await expect(inRequest(100, () => inRequestTime.command('orders.place', {}))).rejects.toBeInstanceOf(
      UnansweredCommandError,
    );
    const inClientTime = new ServiceClient(proxy, { timeoutMs: 100, queryAttemptTimeoutMs: 30 });
    const unanswered = await inRequest(5000, () => inClientTime.command('orders.place', {})).catch((e: unknown) => e);
    expect(unanswered).toMatchObject({ code: 'SERVICE.UNAVAILABLE', mayHaveTakenEffect: true });
  });

  it('does not say a command may have been carried out when no instance received it, or one answered', async () => {
    for (const answer of ['no-one', 'conflict'] as const) {
      const client = new ServiceClient(fakeProxy([answer]).proxy, timeouts);
      const failure = await inRequest(5000, () => client.command('orders.place', {})).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).not.toBeInstanceOf(UnansweredCommandError);
    }
  });

  it('never says a silent query may have changed anything', async () => {
    const client = new ServiceClient(fakeProxy(['silence']).proxy, timeouts);
    const failure = await inRequest(100, () => client.query('catalog.products.get', {})).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    expect(failure).not.toBeInstanceOf(UnansweredCommandError);
  });

  it('fails at once, sending nothing, when the request is already out of time', async () => {
    const { proxy, sent } = fakeProxy([{ value: 'late' }]);
    const client = new ServiceClient(proxy, timeouts);
    const expired = () =>
      runWithRequestContext({ requestId: 'req-2', deadline: Date.now() - 1 }, () => client.query('a.b.c', {}));
    await expect(expired()).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message: 'The request took too long to complete. Please try again.',
    });
    expect(sent).toHaveLength(0);
  });

  it('passes the request deadline along with every attempt', async () => {
    const { proxy, sent } = fakeProxy(['silence', { value: 1 }]);
    const client = new ServiceClient(proxy, timeouts);
    const deadline = Date.now() + 5000;
    await runWithRequestContext({ requestId: 'req-3', deadline }, () => client.query('a.b.c', {}));
    expect(sent.map((s) => s.deadline)).toEqual([deadline, deadline]);
  });

  it('bounds a query outside any request by the client timeout', async () => {
    const { proxy, sent } = fakeProxy(['silence']);
    const client = new ServiceClient(proxy, { timeoutMs: 150, queryAttemptTimeoutMs: 40 });
    await expect(client.query('a.b.c', {})).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    expect(sent.length).toBeGreaterThan(1);
    expect(sent[0].deadline).toBeUndefined();
  });
});

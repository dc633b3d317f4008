import { JSONCodec, type Msg } from 'nats';
import { currentDeadline, currentRequestId, DEADLINE_HEADER, REQUEST_ID_HEADER } from '../logging/request-context';
import { DrainingNatsServer } from './nats.server';

const codec = JSONCodec<Record<string, unknown>>();

/** A request as NATS delivers it: Nest's packet in the body, request id and deadline in the headers. */
function incoming(deadline: number) {
  const replies: Record<string, unknown>[] = [];
  const values: Record<string, string> = { [REQUEST_ID_HEADER]: 'req-9', [DEADLINE_HEADER]: String(deadline) };
  const msg = {
    subject: 'catalog.products.get',
    reply: '_INBOX.1',
    data: codec.encode({ pattern: 'catalog.products.get', data: {}, id: 'packet-1' }),
    headers: { get: (key: string) => values[key] ?? '' },
    respond: (data: Uint8Array) => replies.push(codec.decode(data)) > 0,
  };
  return { msg: msg as unknown as Msg, replies };
}

describe('NATS server deadlines', () => {
  const seen: { requestId?: string; deadline?: number }[] = [];
  const server = new DrainingNatsServer({ servers: 'nats://127.0.0.1:4222' });
  server.addHandler('catalog.products.get', async () => {
    seen.push({ requestId: currentRequestId(), deadline: currentDeadline() });
    return { ok: true };
  });

  beforeEach(() => seen.splice(0));

  it('runs the handler with the request id and deadline from the headers', async () => {
    const deadline = Date.now() + 5000;
    const { msg, replies } = incoming(deadline);
    await server.handleMessage('catalog.products.get', msg);
    expect(seen).toEqual([{ requestId: 'req-9', deadline }]);
    expect(replies[0]).toMatchObject({ id: 'packet-1', response: { ok: true } });
  });

  it('answers a request that arrived after its deadline without starting the handler', async () => {
    const { msg, replies } = incoming(Date.now() - 1);
    await server.handleMessage('catalog.products.get', msg);
    expect(seen).toEqual([]);
    expect(replies).toEqual([
      {
        id: 'packet-1',
        err: { code: 'SERVICE.UNAVAILABLE', message: 'The request took too long to complete. Please try again.' },
        isDisposed: true,
      },
    ]);
  });
});

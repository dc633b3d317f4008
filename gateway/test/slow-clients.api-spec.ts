import { waitUntil } from '@thindi/platform/testing';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { startStandalone, type TestApp } from './standalone-app';

/** Connections that stall or crawl, over a real socket: the limits act on the connection, not on a request. */
const IDLE_MS = 2000;
const HEADERS_MS = 2500;
let app: TestApp;
let port: number;
const sockets: Socket[] = [];

interface Connection {
  socket: Socket;
  received: () => string;
  closed: () => boolean;
}

async function open(): Promise<Connection> {
  const socket = connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A reset is how a server may drop a connection too.
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  return { socket, received: () => received, closed: () => closed };
}

/** How long a slow client takes between two pieces it writes: it plays the client, never waits for a result. */
const slowClientPause = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Writes `text` a few bytes at a time, one piece every 300 ms. */
async function trickle(connection: Connection, text: string, size: number): Promise<void> {
  for (let at = 0; at < text.length && !connection.closed(); at += size) {
    connection.socket.write(text.slice(at, at + size));
    await slowClientPause();
  }
}

const LOGIN_BODY = JSON.stringify({ email: 'slow@example.in', password: 'not-the-password' });
const loginHeaders = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    SOCKET_IDLE_TIMEOUT_MS: String(IDLE_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: '1500',
  });
  await app.app.listen(0, '127.0.0.1');
  port = (app.app.getHttpServer().address() as AddressInfo).port;
}, 300_000);
// A connection the server kept open would hold the app's close: the test lets go of its own first.
afterEach(() => sockets.splice(0).forEach((socket) => socket.destroy()));
afterAll(() => app?.stop());

describe('connections that stop sending', () => {
  it('closes a connection that sent part of its headers and then nothing', async () => {
    const connection = await open();
    connection.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: local');
    await waitUntil('the server closes the stalled connection', connection.closed, IDLE_MS + 3000);
  });

  it('closes a connection that announced a body and stopped after 16 bytes of it', async () => {
    const connection = await open();
    connection.socket.write(`${loginHeaders(1000)}${LOGIN_BODY.slice(0, 16)}`);
    await waitUntil('the server closes the stalled upload', connection.closed, IDLE_MS + 3000);
  });

  it('closes a connection whose headers crawl in past the headers limit, though bytes keep coming', async () => {
    const connection = await open();
    const headers = `GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`;
    void trickle(connection, headers, 1);
    await waitUntil('the server closes the crawling headers', connection.closed, HEADERS_MS + 3000);
    expect(connection.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('a slow upload that keeps sending', () => {
  it('is answered, though it takes longer than the idle limit', async () => {
    const connection = await open();
    const started = Date.now();
    connection.socket.write(loginHeaders(Buffer.byteLength(LOGIN_BODY)));
    // About 3.6 s for the body: longer than the idle limit, every pause shorter than it.
    await trickle(connection, LOGIN_BODY, Math.ceil(LOGIN_BODY.length / 12));
    await waitUntil('the answer arrives', () => /\r\n\r\n\{/.test(connection.received()), 10_000);
    expect(Date.now() - started).toBeGreaterThan(IDLE_MS);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(connection.closed()).toBe(false);
  });
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitFor, type Proc } from './distributed-harness';

const root = resolve(__dirname, '../..');

/** The run contract of docs/architecture.md (Run contract), on the built standalone app as a real process. */
describe('standalone run contract', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-contract-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (port: number): Proc => {
    const child = spawn(process.execPath, [join(root, 'apps/standalone/dist/main.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    return { name: 'standalone', child, output, exited: new Promise((res) => child.on('exit', res)) };
  };
  const productIds = async (port: number) => {
    const body = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as {
      products: { id: string }[];
    };
    return body.products.map((p) => p.id).sort();
  };

  it('stops cleanly on SIGTERM, refuses a second process on the same DATA_DIR, and keeps its data on restart', async () => {
    const port = await freePort();
    const first = start(port);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 90_000, [first]);
    const before = await productIds(port);
    expect(before.length).toBeGreaterThanOrEqual(24);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output.join('')).toMatch(/DATA_DIR .* is in use by another running process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock'))).toBe(false);

    const again = start(port);
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 60_000, [again]);
    expect(await productIds(port)).toEqual(before);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('refuses a bad configuration with one message that lists every bad variable', async () => {
    const child = spawn(process.execPath, [join(root, 'apps/standalone/dist/main.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'abc', SEED_DEMO: 'maybe', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((res) => child.on('exit', res));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('SEED_DEMO');
  });
});

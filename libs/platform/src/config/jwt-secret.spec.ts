import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureJwtSecret } from './jwt-secret';

describe('ensureJwtSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thindi-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a long secret once, private to its owner, and gives the same one after a restart', () => {
    const first = ensureJwtSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(ensureJwtSecret(dir)).toBe(first);
  });
});

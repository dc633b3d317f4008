import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a shopper's first page may load before anything else: React, the router, the data layer, the layout
 * and the cart's provider (a guest's stored cart and the signed-in customer's server cart load after the first paint).
 * The provider keeps the cart's coupon (0.2 kB); applying one, previewing it and syncing it load when used.
 */
const BUDGET_BYTES = 101_000;

const root = join(__dirname, '..');
const dist = join(root, 'dist');

/** The built SPA: Nx builds it before the tests; a lone run without a build makes one here. */
function ensureBuilt(): string {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
  return readFileSync(index, 'utf8');
}

/** The entry script and every module it preloads: what the browser fetches for the first page. */
function initialScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  return [...entry, ...preloads];
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

describe("the shopper's first load", () => {
  it(`stays within ${BUDGET_BYTES / 1000} kB of gzipped JavaScript`, () => {
    const scripts = initialScripts(ensureBuilt());
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(statSync(join(dist, script)).isFile()).toBe(true);
    const sizes = scripts.map((script) => ({ script, gzip: gzipSize(script) }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    if (total > BUDGET_BYTES) {
      const lines = sizes.map(({ script, gzip }) => `${script}: ${(gzip / 1000).toFixed(1)} kB`).join('\n');
      throw new Error(`Initial JavaScript is ${(total / 1000).toFixed(1)} kB gzip, over the budget:\n${lines}`);
    }
  });

  it('keeps the seller and admin screens out of it', () => {
    const html = ensureBuilt();
    const code = initialScripts(html)
      .map((script) => readFileSync(join(dist, script), 'utf8'))
      .join('\n');
    expect(code).not.toContain('Seller Dashboard');
    expect(code).not.toContain('Admin Dashboard');
  });
});

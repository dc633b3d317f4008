#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (Nx cache: a no-op when nothing changed), then runs
// the whole marketplace in this one process (standalone mode): SPA and API on PORT, state in DATA_DIR.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/nx/dist/bin/nx.js'),
    'run-many',
    '-t',
    'build',
    '-p',
    '@thindi/gateway',
    '@thindi/frontend',
    '--output-style=static',
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } },
);
if (build.status !== 0) {
  process.stderr.write('\nThe build failed: see the messages above.\n');
  process.exit(build.status ?? 1);
}
process.env.MODE ??= 'standalone';
await import(join(root, 'gateway/dist/main.js'));

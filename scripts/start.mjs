#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (Nx cache: a no-op when nothing changed), then runs
// the whole marketplace in this one process (standalone mode): SPA and API on PORT, state in DATA_DIR.
import { join } from 'node:path';
import { build, root } from './nx-build.mjs';

if (!build(['@thindi/standalone', '@thindi/frontend'])) {
  process.stderr.write('\nThe build failed: see the messages above.\n');
  process.exit(1);
}
process.env.MODE ??= 'standalone';
await import(join(root, 'apps/standalone/dist/main.js'));

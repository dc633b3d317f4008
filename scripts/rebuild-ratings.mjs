#!/usr/bin/env node
// `npm run ratings:rebuild`: builds the catalog service if it is missing or out of date (Nx cache), then recounts
// every product's rating from its published reviews. `--help` lists the options.
import { join } from 'node:path';
import { build, root } from './nx-build.mjs';

if (!process.argv.includes('--help') && !build(['@thindi/catalog-service'])) {
  process.stderr.write('\nThe build failed: see the messages above.\n');
  process.exit(1);
}
await import(join(root, 'services/catalog/dist/cli/rebuild-ratings.js'));

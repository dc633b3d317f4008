import { loadConfig, UnitOfWork } from '@thindi/platform';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE } from '../catalog.constants';
import { rebuildRatings } from '../db/rebuild-ratings';
import { catalogTables, outbox } from '../db/schema';
import { openCatalogDb } from './open-catalog-db';

const HELP = `npm run ratings:rebuild -- [--data-dir DIR | --database-url URL]

Recounts every product's rating (average and number of reviews) from its published reviews and corrects the ones
that differ. The figures are kept with every review, so this is only needed after a change made by hand in the
database. The corrected products are announced through the catalog's outbox: the storefront caches drop them as
soon as the catalog service runs.

  --data-dir DIR      standalone: the app's DATA_DIR (default: DATA_DIR, else ./data); the app must be stopped
  --database-url URL  distributed: the PostgreSQL database (default: DATABASE_URL); the app may keep running`;

const say = (line: string) => process.stderr.write(`[ratings:rebuild] ${line}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return void process.stdout.write(`${HELP}\n`);
  if (values['data-dir'] && values['database-url']) throw new Error('give --data-dir or --database-url, not both');
  const config = loadConfig(process.env, { MODE: 'standalone' });
  const { client, release } = await openCatalogDb({
    dataDir: resolve(values['data-dir'] ?? config.DATA_DIR),
    databaseUrl: values['data-dir'] ? undefined : (values['database-url'] ?? config.DATABASE_URL),
  });
  try {
    await client.migrate(SERVICE, join(__dirname, '..', 'db', 'migrations'));
    // The event waits in the outbox for the service's relay.
    const db = client.drizzle(catalogTables);
    const corrected = await new UnitOfWork(db, outbox).run((tx, events) => rebuildRatings(tx, events));
    say(corrected.length === 0 ? 'every rating was right' : `${corrected.length} product rating(s) corrected`);
    process.stdout.write(`${JSON.stringify({ corrected: corrected.length })}\n`);
  } finally {
    await client.close();
    release();
  }
}

main().catch((err: Error) => {
  say(`failed: ${err.message}`);
  process.exitCode = 1;
});

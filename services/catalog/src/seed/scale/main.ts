import { CatalogEvents } from '@thindi/contracts';
import { createLogger, JetStreamEventBus, loadConfig } from '@thindi/platform';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE } from '../../catalog.constants';
import { openCatalogDb } from '../../cli/open-catalog-db';
import { catalogTables } from '../../db/schema';
import { hasDemoCatalogue, seedScale } from './seed-scale';

const HELP = `npm run seed:scale -- [--products 100000] [--sellers N] [--seed 1] [--data-dir DIR | --database-url URL]

Fills the catalogue with generated products (South Indian snacks, sweets and spices under their several
spellings) across many verified sellers, for benchmarks. Never run by npm start.

  --products N        products to write (default 100000)
  --sellers N         sellers in the catalog's seller mirror (default: one per 250 products)
  --seed N            the same seed writes the same rows; running it again adds nothing twice (default 1)
  --data-dir DIR      standalone: the app's DATA_DIR (default: DATA_DIR, else ./data); the app must be stopped
  --database-url URL  distributed: the PostgreSQL database (default: DATABASE_URL); the app may keep running
  --nats-url URL      distributed: also announce the change on NATS, so caches drop their copies
  --nats-prefix P     the deployment's NATS_PREFIX (default: NATS_PREFIX)
  --batch N           rows per transaction (default 1000)

Start the app once on the same data first: the products show the demo catalogue's drawings, which it draws on
its first start. In standalone mode, start the app again afterwards (its caches start empty).`;

const count = (name: string, value: string | undefined, fallback: number): number => {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not ${value}`);
  return n;
};

const text = { type: 'string' } as const;
const argsOf = (argv: string[]) =>
  parseArgs({
    args: argv,
    options: {
      products: text,
      sellers: text,
      seed: text,
      'data-dir': text,
      'database-url': text,
      'nats-url': text,
      'nats-prefix': text,
      batch: text,
      help: { type: 'boolean' },
    },
  }).values;

function optionsOf(values: ReturnType<typeof argsOf>) {
  if (values['data-dir'] && values['database-url']) throw new Error('give --data-dir or --database-url, not both');
  // The app's own configuration says where it keeps its data, so the seed writes where `npm start` reads.
  const config = loadConfig(process.env, { MODE: 'standalone' });
  const products = count('products', values.products, 100_000);
  return {
    products,
    sellers: Math.max(1, count('sellers', values.sellers, Math.ceil(products / 250))),
    seed: count('seed', values.seed, 1),
    batchSize: Math.max(1, count('batch', values.batch, 1000)),
    dataDir: resolve(values['data-dir'] ?? config.DATA_DIR),
    databaseUrl: values['data-dir'] ? undefined : (values['database-url'] ?? config.DATABASE_URL),
    natsUrl: values['nats-url'],
    natsPrefix: values['nats-prefix'] ?? config.NATS_PREFIX,
  };
}

type Options = ReturnType<typeof optionsOf>;
const say = (line: string) => process.stderr.write(`[seed:scale] ${line}\n`);

async function announce(options: Options): Promise<void> {
  if (!options.natsUrl) return;
  const events = await JetStreamEventBus.connect(options.natsUrl, options.natsPrefix, createLogger('seed-scale'));
  await events.publish(CatalogEvents.productsChanged, {
    productIds: [],
    reason: 'scale catalogue seeded',
    at: new Date().toISOString(),
  });
  await events.close();
}

async function main(): Promise<void> {
  const args = argsOf(process.argv.slice(2));
  if (args.help) return void process.stdout.write(`${HELP}\n`);
  const options = optionsOf(args);
  const { client, release } = await openCatalogDb(options);
  try {
    say(options.databaseUrl ? 'writing to PostgreSQL' : `writing to ${options.dataDir}`);
    await client.migrate(SERVICE, join(__dirname, '..', '..', 'db', 'migrations'));
    const db = client.drizzle(catalogTables);
    if (!(await hasDemoCatalogue(db)))
      say('the app has not started on this data yet: product images will be missing until it has');
    const started = Date.now();
    const result = await seedScale(db, {
      ...options,
      now: new Date(),
      onProgress: (done, total) => {
        if (done === total || done % (options.batchSize * 10) < options.batchSize) say(`${done} / ${total}`);
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    say(`${result.products} products and ${result.sellers} sellers written in ${seconds} s`);
    // One line of JSON on stdout for scripts (the benchmark waits until the storefront shows them all).
    process.stdout.write(`${JSON.stringify({ ...result, seconds: Number(seconds) })}\n`);
    await announce(options);
  } finally {
    await client.close();
    release();
  }
}

main().catch((err: Error) => {
  say(`failed: ${err.message}`);
  process.exitCode = 1;
});

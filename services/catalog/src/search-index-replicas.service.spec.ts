import { CatalogPatterns, type ProductBrowseResponse } from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { catalogWithFakeOrders } from '../test/fake-orders';
import { addProductsForSale } from '../test/products-for-sale';

const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** On CI PostgreSQL must be there; elsewhere these tests are skipped without it (PGlite cannot run two at once). */
const required = process.env.CI === 'true';

async function reachable(): Promise<boolean> {
  const client = new Client({ connectionString: postgres, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Each catalog replica keeps its own search index and follows the products table by transaction id. Two replicas
 * on one real PostgreSQL database (its own, dropped afterwards): what one writes, or what another client writes
 * straight into the table, the other finds at once, including a transaction that commits after later ones.
 */
describe('search index on two catalog replicas on PostgreSQL', () => {
  const database = `thindi_search_${randomBytes(4).toString('hex')}`;
  let url: string;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;
  let ids: string[];

  const connect = async (at = postgres) => {
    const client = new Client({ connectionString: at });
    await client.connect();
    return client;
  };
  const admin = async (query: string) => {
    const client = await connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  /** Writes straight into the catalog's table, as another replica or a migration would. */
  const write = async (query: string, params: unknown[]) => {
    const client = await connect(url);
    try {
      await client.query(query, params);
    } finally {
      await client.end();
    }
  };
  const found = async (replica: ServiceUnderTest, search: string) =>
    (await replica.platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { search })).products.map(
      (p) => p.id,
    );

  beforeAll(async () => {
    available = await reachable();
    if (!available) {
      if (required) throw new Error('PostgreSQL must be running for this test (CI=true)');
      return;
    }
    await admin(`CREATE DATABASE "${database}"`);
    const at = new URL(postgres);
    at.pathname = `/${database}`;
    url = at.toString();
    const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' };
    a = await startServiceForTest('catalog', catalogWithFakeOrders, { env });
    b = await startServiceForTest('catalog', catalogWithFakeOrders, { env });
    ids = await addProductsForSale(a.platform, 3);
  }, 60_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (available) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it('finds on one replica what was written through the other, renamed, and deleted', async () => {
    if (!available) return;
    expect((await found(b, 'snack')).sort()).toEqual(ids);
    await write(`UPDATE catalog.products SET name = 'Kara Murukku' WHERE id = $1`, [ids[0]]);
    expect(await found(b, 'murukku')).toEqual([ids[0]]);
    expect(await found(a, 'murukku')).toEqual([ids[0]]);
    await write(`DELETE FROM catalog.products WHERE id = $1`, [ids[0]]);
    expect(await found(b, 'murukku')).toEqual([]);
    await write(`UPDATE catalog.products SET is_active = false WHERE id = $1`, [ids[1]]);
    expect(await found(b, 'snack')).toEqual([ids[2]]);
  });

  it('does not skip a change whose transaction began before, and committed after, one the index has read', async () => {
    if (!available) return;
    const late = await connect(url);
    try {
      // The late transaction takes its id first, then a later one changes a product and commits.
      await late.query('BEGIN');
      await late.query('SELECT pg_current_xact_id()');
      await write(`UPDATE catalog.products SET name = 'Ghee Mysore Pak' WHERE id = $1`, [ids[2]]);
      expect(await found(b, 'mysore pak')).toEqual([ids[2]]);
      // The index has now read past the later transaction; the late one commits only now.
      await late.query(`UPDATE catalog.products SET name = 'Thattai', is_active = true WHERE id = $1`, [ids[1]]);
      await late.query('COMMIT');
    } finally {
      await late.end();
    }
    expect(await found(b, 'thattai')).toEqual([ids[1]]);
    expect(await found(a, 'thattai')).toEqual([ids[1]]);
  });
});

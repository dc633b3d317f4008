import { CatalogPatterns, type ProductBrowseResponse } from '@thindi/contracts';
import {
  startReplicasForTest,
  type ReplicasUnderTest,
  type ServiceUnderTest,
  type TestPostgresDatabase,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { Client } from 'pg';
import { catalogWithFakeOrders } from '../../test/fake-orders';
import { addProductsForSale } from '../../test/products-for-sale';

/**
 * Each catalog replica keeps its own search index and follows the products table by transaction id. Two replicas
 * on one real PostgreSQL database (its own, dropped afterwards): what one writes, or what another client writes
 * straight into the table, the other finds at once, including a transaction that commits after later ones.
 */
describe('search index on two catalog replicas on PostgreSQL', () => {
  let started: ReplicasUnderTest | undefined;
  let database: TestPostgresDatabase;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;
  let ids: string[];

  const connect = async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    return client;
  };
  /** Writes straight into the catalog's table, as another replica or a migration would. */
  const write = (query: string, params: unknown[]) => database.query(query, params);
  const found = async (replica: ServiceUnderTest, search: string) =>
    (await replica.platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { search })).products.map(
      (p) => p.id,
    );

  beforeAll(async () => {
    started = await startReplicasForTest('catalog', catalogWithFakeOrders, {
      database: 'thindi_search',
      env: { DATABASE_POOL_SIZE: '4' },
    });
    ({ available, database } = started);
    [a, b] = started.replicas;
    if (!available) return;
    ids = await addProductsForSale(a.platform, 3);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => started?.stop());

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
    const late = await connect();
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

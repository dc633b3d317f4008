import { freshPostgresDatabase, waitUntil, type TestPostgresDatabase } from '../testing';
import { createPostgresClient, type DatabaseClient } from './database';

/** The pool on a real PostgreSQL server when the server closes its idle connections (restart, failover). */
describe('PostgreSQL pool', () => {
  let database: TestPostgresDatabase;
  let client: DatabaseClient | undefined;

  beforeAll(async () => {
    database = await freshPostgresDatabase('thindi_pool');
  });
  afterAll(async () => {
    await client?.close();
    await database?.drop();
  });

  it('drops a connection the server closed, reports it and answers the next query on a new one', async () => {
    if (!database.available) return;
    const lost: Error[] = [];
    client = await createPostgresClient(database.url, 2, (err) => lost.push(err));
    await client.ping();
    const [{ closed }] = await database.query<{ closed: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS closed FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    expect(closed).toBeGreaterThan(0);
    await waitUntil('the pool reports the closed connection', () => lost.length > 0);
    expect(lost[0]!.message).toMatch(/terminating connection/);
    await expect(client.ping()).resolves.toBeUndefined();
  });
});

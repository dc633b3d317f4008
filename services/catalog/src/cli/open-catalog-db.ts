import { createPgliteClient, createPostgresClient, lockDataDir, type DatabaseClient } from '@thindi/platform';
import { join } from 'node:path';

export interface CatalogDbLocation {
  /** Distributed: the PostgreSQL database; the app may keep running. */
  databaseUrl?: string;
  /** Standalone: the app's DATA_DIR; its PGlite files are locked, so the app must be stopped. */
  dataDir: string;
}

/** The catalog's database for a command line tool: PostgreSQL when a URL is given, else the PGlite of DATA_DIR. */
export async function openCatalogDb(at: CatalogDbLocation): Promise<{ client: DatabaseClient; release: () => void }> {
  if (at.databaseUrl) return { client: await createPostgresClient(at.databaseUrl, 2), release: () => {} };
  const release = lockDataDir(at.dataDir);
  try {
    return { client: await createPgliteClient(join(at.dataDir, 'pglite')), release };
  } catch (err) {
    release();
    throw err;
  }
}

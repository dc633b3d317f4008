import { Inject, Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { MEDIA_DB } from '../media.constants';
import type { MediaDb } from './media-db';
import { files, pendingUploads, type FileRow, type PendingUploadRow } from './schema';

@Injectable()
export class FilesRepository {
  constructor(@Inject(MEDIA_DB) private readonly db: MediaDb) {}

  async insert(row: typeof files.$inferInsert): Promise<FileRow> {
    const [saved] = await this.db.insert(files).values(row).returning();
    return saved;
  }

  async byName(name: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.name, name)).limit(1);
    return row;
  }

  async byKeys(keys: string[]): Promise<FileRow[]> {
    if (keys.length === 0) return [];
    return this.db.select().from(files).where(inArray(files.key, keys));
  }

  async byId(id: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.id, id)).limit(1);
    return row;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(files).where(eq(files.id, id));
  }

  async addPending(row: typeof pendingUploads.$inferInsert): Promise<void> {
    await this.db.insert(pendingUploads).values(row);
  }

  async pending(key: string): Promise<PendingUploadRow | undefined> {
    const [row] = await this.db.select().from(pendingUploads).where(eq(pendingUploads.key, key)).limit(1);
    return row;
  }

  async completePending(key: string, fileId: string): Promise<void> {
    await this.db.update(pendingUploads).set({ fileId }).where(eq(pendingUploads.key, key));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
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

  /**
   * Claims, of these keys, the files this owner uploaded into one of `folders`: they are kept for good from now on.
   * Answers the keys claimed; one removed as unclaimed a moment before is not among them.
   */
  async claim(owner: { id: string; role: string }, keys: string[], folders: readonly string[]): Promise<string[]> {
    if (keys.length === 0 || folders.length === 0) return [];
    const rows = await this.db
      .update(files)
      .set({ unclaimedSince: null })
      .where(
        and(
          inArray(files.key, keys),
          eq(files.ownerId, owner.id),
          eq(files.ownerRole, owner.role),
          inArray(files.folder, [...folders]),
        ),
      )
      .returning({ key: files.key });
    return rows.map((r) => r.key);
  }

  /**
   * Removes the records of up to `limit` files unclaimed since before `before`, and answers them so their objects
   * can go too. The record goes first, in one statement with the check, so a claim either wins or finds nothing.
   */
  async takeUnclaimed(before: Date, limit: number): Promise<FileRow[]> {
    const due = this.db
      .select({ id: files.id })
      .from(files)
      .where(and(isNotNull(files.unclaimedSince), lt(files.unclaimedSince, before)))
      .limit(limit);
    return this.db
      .delete(files)
      .where(and(inArray(files.id, due), lt(files.unclaimedSince, before)))
      .returning();
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

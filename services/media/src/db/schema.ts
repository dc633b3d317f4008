import { index, integer, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The media service's own schema: records of uploaded files. */
export const mediaSchema = pgSchema('media');

/** A file kept in storage: who owns it, where it is, what it really is (sniffed, not claimed). */
export const files = mediaSchema.table(
  'files',
  {
    id: uuid('id').primaryKey(),
    /** The stored name (`<uuid>.webp`): how clients address the file. */
    name: text('name').notNull().unique(),
    key: text('key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    folder: text('folder').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    ownerId: text('owner_id').notNull(),
    ownerRole: text('owner_role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on a provisional KYC document until a profile edit claims it (migration 0002); NULL once kept for good. */
    unclaimedSince: timestamp('unclaimed_since', { withTimezone: true }),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/** A presigned upload handed out: the key the client will PUT to, and who may complete it. */
export const pendingUploads = mediaSchema.table('pending_uploads', {
  key: text('key').primaryKey(),
  folder: text('folder').notNull(),
  fileName: text('file_name').notNull(),
  ownerId: text('owner_id').notNull(),
  ownerRole: text('owner_role').notNull(),
  ownerEmail: text('owner_email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  fileId: uuid('file_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mediaTables = { mediaSchema, files, pendingUploads };
export type FileRow = typeof files.$inferSelect;
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

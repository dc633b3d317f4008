import { z } from 'zod';
import { SELLER_DOCUMENT_KINDS, incomingFileSchema, type SellerDocumentKind } from '../sellers/sellers.schema';

/** Folders a client may upload into (presigned uploads); product images also come through /upload/image(s). */
export const UPLOAD_FOLDERS = ['uploads', 'product-images'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const PRESIGNED_URL_TTL_SECONDS = 600;
export const DOCUMENT_TYPES_MESSAGE = 'File type not allowed. Allowed types: jpeg, jpg, png, pdf';
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
/** Images are re-encoded to WebP no larger than this on their longer side; thumbnails to the smaller one. */
export const IMAGE_MAX_PX = 1600;
export const THUMBNAIL_PX = 400;

/**
 * What an image is for decides its folder and who may send it: product images come from sellers and admins,
 * review photos from shoppers. Without a purpose it is a product image, as before.
 */
export const IMAGE_PURPOSES = ['product-image', 'review-photo'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
const imagePurposeSchema = z
  .enum(IMAGE_PURPOSES, { error: 'purpose must be product-image or review-photo' })
  .default('product-image');
/** media.images.ingest: an image the gateway put under a temporary key. */
export const ingestImageSchema = incomingFileSchema.extend({ purpose: imagePurposeSchema });
export type IngestImageInput = z.infer<typeof ingestImageSchema>;
/** media.images.ingest-all: the images of one form, under temporary keys; kept all or none. */
export const ingestImagesSchema = z.object({ files: z.array(incomingFileSchema).min(1), purpose: imagePurposeSchema });
export type IngestImagesInput = z.infer<typeof ingestImagesSchema>;
/**
 * media.documents.ingest: a seller's KYC document, kept private. A `provisional` one (uploaded from the dashboard
 * to replace a document) is removed unless a profile edit claims it within UNCLAIMED_FILE_HOURS.
 */
export const ingestDocumentSchema = incomingFileSchema.extend({
  kind: z.enum(SELLER_DOCUMENT_KINDS as [SellerDocumentKind, ...SellerDocumentKind[]]),
  provisional: z.boolean().default(false),
});
/**
 * How long a provisional file (a product image, a review photo, or a KYC document uploaded from the dashboard)
 * waits for the save that uses it to claim it before it is removed.
 */
export const UNCLAIMED_FILE_HOURS = 24;
export type IngestDocumentInput = z.infer<typeof ingestDocumentSchema>;

/** POST /api/upload/presigned-url */
export const presignUploadSchema = z.object({
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(255, 'fileName is too long'),
  contentType: z.string({ error: 'contentType is required' }).trim().toLowerCase().min(1, 'contentType is required'),
  folder: z.enum(UPLOAD_FOLDERS, { error: 'folder must be uploads or product-images' }).default('uploads'),
});
export type PresignUploadInput = z.infer<typeof presignUploadSchema>;
export const presignedUploadSchema = z.object({
  success: z.literal(true),
  uploadUrl: z.string(),
  key: z.string(),
  expiresAt: z.string(),
  method: z.literal('PUT'),
  headers: z.object({ 'content-type': z.string() }),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;
/** POST /api/upload/presigned-url/complete, and the gateway's own call after a direct PUT. */
export const completeUploadSchema = z.object({
  key: z.string({ error: 'key is required' }).regex(/^incoming\/[0-9a-f-]{36}$/, 'key is not an upload key'),
});
export type CompleteUploadInput = z.infer<typeof completeUploadSchema>;
/** A stored file, by its name (`<uuid>.webp`). */
export const fileNameSchema = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, 'Unknown file name'),
});
export type FileNameInput = z.infer<typeof fileNameSchema>;

export const uploadedFileSchema = z.object({
  url: z.string(),
  key: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
/** The answer of media.images.ingest-all: the files kept, in the order sent. */
export interface IngestedImages {
  files: UploadedFile[];
}
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  file: uploadedFileSchema,
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export const uploadManyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  files: z.array(uploadedFileSchema),
});
export type UploadManyResponse = z.infer<typeof uploadManyResponseSchema>;
export const fileInfoResponseSchema = z.object({
  success: z.literal(true),
  file: z.object({
    name: z.string(),
    url: z.string(),
    size: z.number(),
    contentType: z.string(),
    folder: z.string(),
    createdAt: z.string(),
  }),
});
export type FileInfoResponse = z.infer<typeof fileInfoResponseSchema>;
export const deletedFileResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeletedFileResponse = z.infer<typeof deletedFileResponseSchema>;

/** Message patterns of the media service. */
export const MediaPatterns = {
  ingestImage: 'media.images.ingest',
  /** A form's images, all or nothing: when one is refused, those already kept are deleted again. */
  ingestImages: 'media.images.ingest-all',
  ingestDocument: 'media.documents.ingest',
  presign: 'media.uploads.presign',
  completeUpload: 'media.uploads.complete',
  receiveDirectUpload: 'media.uploads.receive',
  info: 'media.files.info',
  delete: 'media.files.delete',
  /** Compensation of a failed seller registration: its documents go again. */
  discardDocument: 'media.documents.discard',
  /**
   * Claims these file keys for a product or a review being saved: answers those that are product images or review
   * photos the principal uploaded, which are kept from then on. Sent by the catalog before it saves. Until claimed,
   * an uploaded image is removed after UNCLAIMED_FILE_HOURS. Idempotent, so sent as a query (retried while no media
   * replica answers).
   */
  claimFiles: 'media.files.claim',
  /**
   * Claims these file keys for a profile edit: answers those that are KYC documents the principal (a seller)
   * uploaded, which are kept from then on. Sent before the edit is saved. Idempotent, so sent as a query.
   */
  claimDocuments: 'media.documents.claim',
} as const;

/** Keys only: the catalog reduces URLs to keys first, so no host or path prefix is ever judged here. */
/** The most file keys one claim names. */
export const MAX_CLAIMED_FILES = 20;
export const ownedFilesSchema = z.object({ keys: z.array(z.string().max(500)).max(MAX_CLAIMED_FILES) });
export type OwnedFilesInput = z.infer<typeof ownedFilesSchema>;
export type OwnedFilesResponse = { owned: string[] };

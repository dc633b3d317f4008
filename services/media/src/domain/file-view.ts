import type { FileInfoResponse, UploadedFile } from '@thindi/contracts';
import type { FileRow } from '../db/schema';

/** Public product images are served by the gateway under /api/files; KYC documents only to their owner. */
export const urlOf = (key: string): string => `/api/files/${key}`;

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    url: row.folder.startsWith('seller-documents/')
      ? `/api/sellers/documents/${row.folder.split('/')[1]}`
      : urlOf(row.key),
    key: row.key,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    thumbnailUrl: row.thumbnailKey ? urlOf(row.thumbnailKey) : null,
  };
}

export function toFileInfo(row: FileRow): FileInfoResponse['file'] {
  const { url, name, size, contentType } = toUploadedFile(row);
  return { name, url, size, contentType, folder: row.folder, createdAt: row.createdAt.toISOString() };
}

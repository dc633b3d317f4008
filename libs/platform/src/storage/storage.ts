import type { Readable } from 'node:stream';

export * from './direct-upload';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

/** Files: a folder under DATA_DIR, or an S3-compatible bucket. Keys look like `product-images/x.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<{ stream: Readable; info: StoredObject } | null>;
  stat(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  /** A URL a client can PUT the object to directly for `seconds`; undefined when the store has none (local folder). */
  presignedPut(key: string, seconds: number): Promise<string | undefined>;
}

/** Keys are relative paths of plain segments; anything else could escape the folder or bucket prefix. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) && !key.split('/').includes('..');
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

export const contentTypeOf = (key: string): string =>
  TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

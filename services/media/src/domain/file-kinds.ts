import { DOCUMENT_TYPES } from '@thindi/contracts';
import FileType from 'file-type';

export interface SniffedType {
  mime: string;
  ext: string;
}

/** Images sharp can read and we accept as product images; all are re-encoded to WebP. */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
];
/** KYC documents and general uploads: jpeg, png or pdf. */
export const DOCUMENT_MIME_TYPES: readonly string[] = DOCUMENT_TYPES;

/** What the bytes are, whatever the file name or the client's content type claim; undefined if unknown (text, HTML). */
export async function sniffType(bytes: Buffer): Promise<SniffedType | undefined> {
  const found = await FileType.fromBuffer(bytes);
  return found ? { mime: found.mime, ext: found.ext } : undefined;
}

export const isImage = (type: SniffedType | undefined): type is SniffedType =>
  !!type && IMAGE_TYPES.includes(type.mime);
export const isDocument = (type: SniffedType | undefined): type is SniffedType =>
  !!type && DOCUMENT_MIME_TYPES.includes(type.mime);

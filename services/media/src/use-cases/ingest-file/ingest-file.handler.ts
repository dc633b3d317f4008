import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_TYPES_MESSAGE,
  ErrorCodes,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  type Principal,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { FilesRepository } from '../../db/files.repository';
import type { FileRow } from '../../db/schema';
import { isDocument, isImage, sniffType, type SniffedType } from '../../domain/file-kinds';
import { encodeImage, type EncodedImage } from '../../domain/image-encoding';
import { readIncoming } from './read-incoming';

/** image: product pictures (any image, re-encoded); document: KYC scans kept as sent; upload: jpeg/png/pdf, images re-encoded. */
export type IngestAccept = 'image' | 'document' | 'upload';

export interface IngestRequest {
  owner: Principal;
  incomingKey: string;
  fileName: string;
  folder: string;
  accept: IngestAccept;
}

/**
 * Checks a file the gateway put under `incoming/<uuid>` by its content, re-encodes images, moves it to
 * its folder, records it, and deletes the temporary object.
 */
@Injectable()
export class IngestFileHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly files: FilesRepository,
  ) {}

  async execute(req: IngestRequest): Promise<FileRow> {
    const bytes = await readIncoming(this.platform.storage, req.incomingKey);
    try {
      if (bytes.length === 0) throw DomainError.validation(`File ${req.fileName} is empty.`);
      if (bytes.length > MAX_UPLOAD_BYTES) throw new DomainError(ErrorCodes.tooLarge, FILE_TOO_LARGE_MESSAGE);
      const type = await this.check(req, bytes);
      const encoded = isImage(type) && req.accept !== 'document' ? await this.encode(req, bytes) : undefined;
      return await this.store(req, bytes, type, encoded);
    } finally {
      await this.platform.storage.delete(req.incomingKey).catch(() => undefined);
    }
  }

  private async check(req: IngestRequest, bytes: Buffer): Promise<SniffedType> {
    const type = await sniffType(bytes);
    if (req.accept === 'image') {
      if (!isImage(type)) throw new DomainError(ErrorCodes.unsupportedType, `File ${req.fileName} is not an image.`);
      return type;
    }
    if (!isDocument(type)) throw new DomainError(ErrorCodes.unsupportedType, DOCUMENT_TYPES_MESSAGE);
    return type;
  }

  private async encode(req: IngestRequest, bytes: Buffer): Promise<EncodedImage> {
    try {
      return await encodeImage(bytes);
    } catch {
      throw new DomainError(ErrorCodes.unsupportedType, `File ${req.fileName} is not an image.`);
    }
  }

  /** Writes the final object(s) and the record; if the record cannot be written, the objects go again. */
  private async store(req: IngestRequest, bytes: Buffer, type: SniffedType, encoded?: EncodedImage): Promise<FileRow> {
    const id = randomUUID();
    const name = `${id}.${encoded ? 'webp' : type.ext}`;
    const key = `${req.folder}/${name}`;
    const thumbnailKey = encoded ? `${req.folder}/${id}-thumb.webp` : null;
    const body = encoded?.image ?? bytes;
    const contentType = encoded ? 'image/webp' : type.mime;
    const storage = this.platform.storage;
    await storage.put(key, body, contentType);
    try {
      if (encoded && thumbnailKey) await storage.put(thumbnailKey, encoded.thumbnail, 'image/webp');
      return await this.files.insert({
        id,
        name,
        key,
        thumbnailKey,
        folder: req.folder,
        contentType,
        size: body.length,
        originalName: req.fileName.slice(0, 255),
        ownerId: req.owner.id,
        ownerRole: req.owner.role,
      });
    } catch (err) {
      await Promise.all([storage.delete(key), thumbnailKey ? storage.delete(thumbnailKey) : undefined]).catch(
        () => undefined,
      );
      throw err;
    }
  }
}

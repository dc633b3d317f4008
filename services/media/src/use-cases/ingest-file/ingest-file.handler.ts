import { Inject, Injectable } from '@nestjs/common';
import { DOCUMENT_TYPES_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type Principal } from '@thindi/contracts';
import {
  APP_CONFIG,
  createStep,
  createWorkflow,
  DomainError,
  FILE_STORAGE,
  remainingMs,
  ServiceWorkflows,
  type AppConfig,
  type Storage,
} from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { FilesRepository } from '../../db/files.repository';
import type { FileRow } from '../../db/schema';
import { isDocument, isImage, sniffType, type SniffedType } from '../../domain/file-kinds';
import {
  encodeImage,
  imageDimensions,
  MAX_IMAGE_PIXELS,
  tooManyPixelsMessage,
  type EncodedImage,
} from '../../domain/image-encoding';
import { readIncoming } from './read-incoming';

/** image: product pictures (any image, re-encoded); document: KYC scans kept as sent; upload: jpeg/png/pdf, images re-encoded. */
export type IngestAccept = 'image' | 'document' | 'upload';

export interface IngestRequest {
  owner: Principal;
  incomingKey: string;
  fileName: string;
  folder: string;
  accept: IngestAccept;
  /** Kept for good only once the save that uses it claims it; removed after UNCLAIMED_FILE_HOURS otherwise. */
  provisional?: boolean;
}

/**
 * Checks a file the gateway put under `incoming/<uuid>` by its content, re-encodes images, moves it to
 * its folder, records it, and deletes the temporary object.
 */
/** What the store-file flow carries from step to step (JSON: an undo may run later in a job). */
interface StoreFileState {
  id: string;
  name: string;
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  req: IngestRequest;
  size?: number;
  row?: FileRow;
}
type StoredObjects = Pick<StoreFileState, 'key' | 'thumbnailKey'>;

@Injectable()
export class IngestFileHandler {
  private readonly flow;
  /** The bytes of the files being stored, by file id: kept out of the flow's state, which may go into a job. */
  private readonly bodies = new Map<string, { body: Buffer; thumbnail?: Buffer }>();

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    files: FilesRepository,
    private readonly workflows: ServiceWorkflows,
  ) {
    this.flow = createWorkflow<StoreFileState>('store-file', [
      createStep<StoreFileState, StoredObjects>(
        'store-objects',
        async (s) => {
          const { body, thumbnail } = this.bodies.get(s.id)!;
          await storage.put(s.key, body, s.contentType);
          if (thumbnail && s.thumbnailKey) await storage.put(s.thumbnailKey, thumbnail, 'image/webp');
          return { size: body.length };
        },
        {
          with: ({ key, thumbnailKey }) => ({ key, thumbnailKey }),
          // Deleting is harmless when nothing was written: a put that failed half-way is undone too.
          evenIfFailed: () => true,
          run: async ({ key, thumbnailKey }) => {
            await storage.delete(key);
            if (thumbnailKey) await storage.delete(thumbnailKey);
          },
        },
      ),
      createStep<StoreFileState>('record-file', async (s) => ({
        row: await files.insert({
          id: s.id,
          name: s.name,
          key: s.key,
          thumbnailKey: s.thumbnailKey,
          folder: s.req.folder,
          contentType: s.contentType,
          size: s.size!,
          originalName: s.req.fileName.slice(0, 255),
          ownerId: s.req.owner.id,
          ownerRole: s.req.owner.role,
          unclaimedSince: s.req.provisional ? new Date() : null,
        }),
      })),
    ]);
    workflows.register(this.flow);
  }

  async execute(req: IngestRequest): Promise<FileRow> {
    const bytes = await readIncoming(this.storage, req.incomingKey);
    try {
      if (bytes.length === 0) throw DomainError.validation(`File ${req.fileName} is empty.`);
      if (bytes.length > MAX_UPLOAD_BYTES) throw DomainError.tooLarge(FILE_TOO_LARGE_MESSAGE);
      const type = await this.check(req, bytes);
      const encoded = isImage(type) && req.accept !== 'document' ? await this.encode(req, bytes) : undefined;
      return await this.store(req, bytes, type, encoded);
    } finally {
      await this.storage.delete(req.incomingKey).catch(() => undefined);
    }
  }

  private async check(req: IngestRequest, bytes: Buffer): Promise<SniffedType> {
    const type = await sniffType(bytes);
    if (req.accept === 'image') {
      if (!isImage(type))
        throw DomainError.unsupportedType(`File ${req.fileName} is not an image.`, 'MEDIA.UNSUPPORTED_FILE');
      return type;
    }
    if (!isDocument(type)) throw DomainError.unsupportedType(DOCUMENT_TYPES_MESSAGE, 'MEDIA.UNSUPPORTED_FILE');
    return type;
  }

  /** The size is read from the header first: an image with too many pixels is refused before it is decoded. */
  private async encode(req: IngestRequest, bytes: Buffer): Promise<EncodedImage> {
    const notImage = () =>
      DomainError.unsupportedType(`File ${req.fileName} is not an image.`, 'MEDIA.UNSUPPORTED_FILE');
    const size = await imageDimensions(bytes);
    if (!size) throw notImage();
    if (size.width * size.height > MAX_IMAGE_PIXELS)
      throw new DomainError('MEDIA.IMAGE_TOO_LARGE', tooManyPixelsMessage(size));
    try {
      return await encodeImage(bytes);
    } catch (err) {
      // The queue's refusal (busy) is the caller's to see; anything else means the bytes are no image.
      if (err instanceof DomainError) throw err;
      throw notImage();
    }
  }

  /** Writes the final object(s) and the record, as a flow: when the record cannot be written the objects go again. */
  private async store(req: IngestRequest, bytes: Buffer, type: SniffedType, encoded?: EncodedImage): Promise<FileRow> {
    const id = randomUUID();
    const name = `${id}.${encoded ? 'webp' : type.ext}`;
    const start: StoreFileState = {
      id,
      name,
      key: `${req.folder}/${name}`,
      thumbnailKey: encoded ? `${req.folder}/${id}-thumb.webp` : null,
      contentType: encoded ? 'image/webp' : type.mime,
      req,
    };
    this.bodies.set(id, { body: encoded?.image ?? bytes, thumbnail: encoded?.thumbnail });
    try {
      const { row } = await this.workflows.run(this.flow, start, {
        deadlineMs: Math.max(1000, remainingMs() ?? this.config.REQUEST_TIMEOUT_MS),
      });
      return row!;
    } finally {
      this.bodies.delete(id);
    }
  }
}

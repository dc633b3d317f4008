import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  completeUploadSchema,
  ingestDocumentSchema,
  ingestImageSchema,
  ingestImagesSchema,
  MediaPatterns,
  presignUploadSchema,
  withPrincipal,
  type IngestedImages,
  type PresignedUpload,
  type UploadResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { toUploadedFile } from '../domain/file-view';
import { imageFolderFor } from '../domain/image-purposes';
import { CompleteUploadHandler } from '../use-cases/complete-upload/complete-upload.handler';
import { IngestFileHandler } from '../use-cases/ingest-file/ingest-file.handler';
import { IngestImagesHandler } from '../use-cases/ingest-images/ingest-images.handler';
import { PresignUploadHandler } from '../use-cases/presign-upload/presign-upload.handler';

const uploaded =
  (message: string) =>
  (row: Parameters<typeof toUploadedFile>[0]): UploadResponse => ({
    success: true,
    message,
    file: toUploadedFile(row),
  });

/** Files coming in: bytes are already in storage under `incoming/<uuid>`; only keys travel here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class UploadsController {
  constructor(
    private readonly ingest: IngestFileHandler,
    private readonly ingestAll: IngestImagesHandler,
    private readonly presign: PresignUploadHandler,
    private readonly complete: CompleteUploadHandler,
  ) {}

  @MessagePattern(MediaPatterns.ingestImage)
  async image(@Payload() payload: unknown): Promise<UploadResponse> {
    const { principal, input } = parseInput(withPrincipal(ingestImageSchema), payload);
    const folder = imageFolderFor(principal, input.purpose);
    const request = { owner: principal, incomingKey: input.key, fileName: input.fileName };
    // Provisional: kept for good once the product or review that uses it is saved (MediaPatterns.claimFiles).
    const row = await this.ingest.execute({ ...request, folder, accept: 'image', provisional: true });
    return uploaded('Image uploaded successfully')(row);
  }

  @MessagePattern(MediaPatterns.ingestImages)
  async images(@Payload() payload: unknown): Promise<IngestedImages> {
    const { principal, input } = parseInput(withPrincipal(ingestImagesSchema), payload);
    return { files: await this.ingestAll.execute(principal, input) };
  }

  @MessagePattern(MediaPatterns.ingestDocument)
  async document(@Payload() payload: unknown): Promise<UploadResponse> {
    const { principal, input } = parseInput(withPrincipal(ingestDocumentSchema), payload);
    const request = { owner: principal, incomingKey: input.key, fileName: input.fileName };
    const folder = `seller-documents/${input.kind}`;
    const row = await this.ingest.execute({ ...request, folder, accept: 'document', provisional: input.provisional });
    return uploaded('Document uploaded successfully')(row);
  }

  @MessagePattern(MediaPatterns.presign)
  presigned(@Payload() payload: unknown): Promise<PresignedUpload> {
    const { principal, input } = parseInput(withPrincipal(presignUploadSchema), payload);
    return this.presign.execute(principal, input);
  }

  @MessagePattern(MediaPatterns.completeUpload)
  completed(@Payload() payload: unknown): Promise<UploadResponse> {
    const { principal, input } = parseInput(withPrincipal(completeUploadSchema), payload);
    return this.complete.execute(input.key, principal);
  }

  /** Sent by the gateway after it accepted a signed direct upload; the signature named the owner. */
  @MessagePattern(MediaPatterns.receiveDirectUpload)
  received(@Payload() payload: unknown): Promise<UploadResponse> {
    return this.complete.execute(parseInput(completeUploadSchema, payload).key);
  }
}

import { Controller, Inject, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DOCUMENT_TYPES_MESSAGE, MediaPatterns, type UploadResponse } from '@thindi/contracts';
import { DomainError, PLATFORM, RpcErrorFilter, type Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';

interface IngestPayload {
  principal: { id: string };
  input: { key: string; fileName: string; kind: string };
}

/** Plays the media service in seller tests: keeps PDFs (by their first bytes), refuses anything else. */
@Controller()
@UseFilters(RpcErrorFilter)
export class FakeMediaController {
  private readonly keys = new Map<string, string>();
  /** The owner of each kept document, by its key. */
  private readonly owners = new Map<string, string>();

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @MessagePattern(MediaPatterns.ingestDocument)
  async ingest(@Payload() { principal, input }: IngestPayload): Promise<UploadResponse> {
    const file = await this.platform.storage.get(input.key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    await this.platform.storage.delete(input.key);
    if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
      throw DomainError.unsupportedType(DOCUMENT_TYPES_MESSAGE, 'MEDIA.UNSUPPORTED_FILE');
    const name = `${randomUUID()}.pdf`;
    const key = `seller-documents/${input.kind}/${name}`;
    await this.platform.storage.put(key, bytes, 'application/pdf');
    this.keys.set(name, key);
    this.owners.set(key, principal.id);
    const kept = { url: '', key, name, size: bytes.length, contentType: 'application/pdf', thumbnailUrl: null };
    return { success: true, message: 'kept', file: kept };
  }

  @MessagePattern(MediaPatterns.claimDocuments)
  claim(@Payload() { principal, input }: { principal: { id: string }; input: { keys: string[] } }) {
    return { owned: input.keys.filter((key) => this.owners.get(key) === principal.id) };
  }

  /** How many discards to refuse next, as a media service that is down would. */
  static refuseDiscards = 0;

  @MessagePattern(MediaPatterns.discardDocument)
  async discard(@Payload() { input }: { input: { name: string } }) {
    if (FakeMediaController.refuseDiscards > 0) {
      FakeMediaController.refuseDiscards -= 1;
      throw DomainError.unavailable('media service restarting');
    }
    await this.platform.storage.delete(this.keys.get(input.name) ?? '');
    return { success: true };
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  fileNameSchema,
  MediaPatterns,
  ownedFilesSchema,
  withPrincipal,
  type FileInfoResponse,
  type OwnedFilesResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { DeleteFileHandler } from '../use-cases/delete-file/delete-file.handler';
import { GetFileInfoHandler } from '../use-cases/get-file-info/get-file-info.handler';
import { ClaimDocumentsHandler } from '../use-cases/claim-files/claim-documents.handler';
import { ClaimFilesHandler } from '../use-cases/claim-files/claim-files.handler';

const byName = withPrincipal(fileNameSchema);

/** Stored files, addressed by name; the owner or an admin only. */
@Controller()
@UseFilters(RpcErrorFilter)
export class FilesController {
  constructor(
    private readonly info: GetFileInfoHandler,
    private readonly remove: DeleteFileHandler,
    private readonly claimFiles: ClaimFilesHandler,
    private readonly claimDocuments: ClaimDocumentsHandler,
  ) {}

  @MessagePattern(MediaPatterns.claimFiles)
  claimImages(@Payload() payload: unknown): Promise<OwnedFilesResponse> {
    const { principal, input } = parseInput(withPrincipal(ownedFilesSchema), payload);
    return this.claimFiles.execute(principal, input.keys);
  }

  @MessagePattern(MediaPatterns.claimDocuments)
  claim(@Payload() payload: unknown): Promise<OwnedFilesResponse> {
    const { principal, input } = parseInput(withPrincipal(ownedFilesSchema), payload);
    return this.claimDocuments.execute(principal, input.keys);
  }

  @MessagePattern(MediaPatterns.info)
  get(@Payload() payload: unknown): Promise<FileInfoResponse> {
    const { principal, input } = parseInput(byName, payload);
    return this.info.execute(principal, input.name);
  }

  @MessagePattern(MediaPatterns.delete)
  delete(@Payload() payload: unknown) {
    const { principal, input } = parseInput(byName, payload);
    return this.remove.execute(principal, input.name);
  }

  @MessagePattern(MediaPatterns.discardDocument)
  discard(@Payload() payload: unknown) {
    const { principal, input } = parseInput(byName, payload);
    return this.remove.execute(principal, input.name, true);
  }
}

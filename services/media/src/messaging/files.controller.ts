import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { fileNameSchema, MediaPatterns, withPrincipal, type FileInfoResponse } from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { DeleteFileHandler } from '../use-cases/delete-file/delete-file.handler';
import { GetFileInfoHandler } from '../use-cases/get-file-info/get-file-info.handler';

const byName = withPrincipal(fileNameSchema);

/** Stored files, addressed by name; the owner or an admin only. */
@Controller()
@UseFilters(RpcErrorFilter)
export class FilesController {
  constructor(
    private readonly info: GetFileInfoHandler,
    private readonly remove: DeleteFileHandler,
  ) {}

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

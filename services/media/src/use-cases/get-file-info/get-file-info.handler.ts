import { Injectable } from '@nestjs/common';
import type { FileInfoResponse, Principal } from '@thindi/contracts';
import { FilesRepository } from '../../db/files.repository';
import { toFileInfo } from '../../domain/file-view';
import { ownedFile } from './owned-file';

/** What is known about a stored file: for its owner or an admin only. */
@Injectable()
export class GetFileInfoHandler {
  constructor(private readonly files: FilesRepository) {}

  async execute(principal: Principal, name: string): Promise<FileInfoResponse> {
    const row = ownedFile(principal, await this.files.byName(name));
    return { success: true, file: toFileInfo(row) };
  }
}

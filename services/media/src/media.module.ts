import { Module } from '@nestjs/common';
import { createHealthController, PLATFORM, type Platform, provideWorkflows } from '@thindi/platform';
import { join } from 'node:path';
import { FilesRepository } from './db/files.repository';
import { mediaTables } from './db/schema';
import { MEDIA_DB, SERVICE } from './media.constants';
import { UnclaimedFilesSweeper } from './jobs/unclaimed-files.sweeper';
import { FilesController } from './messaging/files.controller';
import { UploadsController } from './messaging/uploads.controller';
import { ClaimDocumentsHandler } from './use-cases/claim-files/claim-documents.handler';
import { ClaimFilesHandler } from './use-cases/claim-files/claim-files.handler';
import { CompleteUploadHandler } from './use-cases/complete-upload/complete-upload.handler';
import { DeleteFileHandler } from './use-cases/delete-file/delete-file.handler';
import { GetFileInfoHandler } from './use-cases/get-file-info/get-file-info.handler';
import { IngestFileHandler } from './use-cases/ingest-file/ingest-file.handler';
import { IngestImagesHandler } from './use-cases/ingest-images/ingest-images.handler';
import { PresignUploadHandler } from './use-cases/presign-upload/presign-upload.handler';

/** Migrates the media schema before anything is served. */
async function openMediaDb(platform: Platform) {
  const db = platform.db.drizzle(mediaTables);
  await platform.db.migrate(SERVICE, join(__dirname, 'db', 'migrations'));
  return db;
}

/** The media service: checks uploaded files by content, re-encodes images, and owns the file records. */
@Module({
  controllers: [UploadsController, FilesController, createHealthController(SERVICE)],
  providers: [
    { provide: MEDIA_DB, inject: [PLATFORM], useFactory: openMediaDb },
    FilesRepository,
    provideWorkflows(SERVICE),
    IngestFileHandler,
    IngestImagesHandler,
    PresignUploadHandler,
    CompleteUploadHandler,
    GetFileInfoHandler,
    DeleteFileHandler,
    ClaimFilesHandler,
    ClaimDocumentsHandler,
    UnclaimedFilesSweeper,
  ],
})
export class MediaModule {}

import { Module } from '@nestjs/common';
import { DirectUploadBodyParser } from './direct-upload-body';
import { DirectUploadController } from './direct-upload.controller';
import { UploadsController } from './uploads.controller';

/** Product images and presigned uploads; the media service decides what is kept. */
@Module({
  controllers: [UploadsController, DirectUploadController],
  providers: [DirectUploadBodyParser],
})
export class UploadsModule {}

import { Module } from '@nestjs/common';
import { DirectUploadBodyParser } from './direct-upload-body';
import { DirectUploadController } from './direct-upload.controller';
import { ReviewPhotosController } from './review-photos.controller';
import { UploadsController } from './uploads.controller';

/** Product images, review photos and presigned uploads; the media service decides what is kept. */
@Module({
  controllers: [UploadsController, ReviewPhotosController, DirectUploadController],
  providers: [DirectUploadBodyParser],
})
export class UploadsModule {}

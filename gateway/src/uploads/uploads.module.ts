import { Module } from '@nestjs/common';
import { DirectUploadBodyParser } from './direct-upload-body';
import { DirectUploadController } from './direct-upload.controller';
import { ReviewPhotosController } from './review-photos.controller';
import { UploadRateLimit } from './upload-rate-limit';
import { UploadsController } from './uploads.controller';

/**
 * Product images, review photos and presigned uploads, each counted per account (UploadRateLimit, also used by the
 * seller's KYC document uploads); the media service decides what is kept.
 */
@Module({
  controllers: [UploadsController, ReviewPhotosController, DirectUploadController],
  providers: [DirectUploadBodyParser, UploadRateLimit],
  exports: [UploadRateLimit],
})
export class UploadsModule {}

import { Controller, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_MESSAGES,
  reviewPhotoUploadResponseSchema,
  reviewPhotoUrls,
  type Principal,
  type ReviewPhotoUploadResponse,
} from '@thindi/contracts';
import { DomainError, FILE_STORAGE, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { ingestImages } from './ingest-images';
import { readMultipartForm } from './multipart-form';
import { UploadRateLimit } from './upload-rate-limit';

/**
 * Photos a shopper adds to a review, before sending the review itself. The media service re-encodes each one,
 * which also drops what the camera wrote into it (place, device), and keeps it as the shopper's own.
 */
@ApiTags('reviews')
@Controller('reviews/photos')
@Auth('customer')
export class ReviewPhotosController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly uploads: UploadRateLimit,
  ) {}

  @Post()
  @ApiOperation({
    summary: `Up to ${MAX_REVIEW_PHOTOS} review photos (field "photos", repeated): WebP with thumbnails`,
  })
  @ApiBodies({
    form: { files: { photos: { description: `1 to ${MAX_REVIEW_PHOTOS} images`, many: true, required: true } } },
    response: reviewPhotoUploadResponseSchema,
    status: 201,
  })
  async upload(
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReviewPhotoUploadResponse> {
    const files = (await readMultipartForm(req)).files.filter((f) => f.field === 'photos');
    if (files.length === 0) throw DomainError.validation('Please add at least one photo in the field "photos"');
    if (files.length > MAX_REVIEW_PHOTOS) throw DomainError.validation(REVIEW_MESSAGES.photos);
    await this.uploads.hit(principal, files.length);
    const stored = await ingestImages(this.storage, this.client, principal, files, 'review-photo');
    return {
      success: true,
      message: `${stored.length} photo(s) uploaded`,
      files: stored.map((f) => ({ key: f.key, name: f.name, ...reviewPhotoUrls(f.key) })),
    };
  }
}

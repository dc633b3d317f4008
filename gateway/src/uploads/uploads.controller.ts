import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  completeUploadSchema,
  fileNameSchema,
  MAX_PRODUCT_IMAGES,
  MediaPatterns,
  presignUploadSchema,
  type FileInfoResponse,
  type Principal,
  type UploadManyResponse,
  type UploadResponse,
  deletedFileResponseSchema,
  fileInfoResponseSchema,
  presignedUploadSchema,
  uploadManyResponseSchema,
  uploadResponseSchema,
} from '@thindi/contracts';
import { DomainError, FILE_STORAGE, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { parseRequest } from '../http/parse';
import { ingestImages } from './ingest-images';
import { readMultipartForm } from './multipart-form';
import { UploadRateLimit } from './upload-rate-limit';
import { ApiBodies } from '../http/openapi';

@ApiTags('uploads')
@Controller('upload')
@Auth('seller', 'admin')
export class UploadsController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly uploads: UploadRateLimit,
  ) {}

  @Post('image')
  @ApiOperation({ summary: 'One product image (field "image"): re-encoded to WebP with a thumbnail' })
  @ApiBodies({
    form: { files: { image: { description: 'The image', required: true } } },
    response: uploadResponseSchema,
    status: 201,
  })
  async image(@Req() req: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<UploadResponse> {
    const files = (await readMultipartForm(req)).files.filter((f) => f.field === 'image');
    if (files.length !== 1) throw DomainError.validation('Please upload one image in the field "image"');
    await this.uploads.hit(principal);
    const [stored] = await ingestImages(this.storage, this.client, principal, files, 'product-image');
    return { success: true, message: 'Image uploaded successfully', file: stored };
  }

  @Post('images')
  @ApiOperation({ summary: `Up to ${MAX_PRODUCT_IMAGES} product images (field "images", repeated)` })
  @ApiBodies({
    form: { files: { images: { description: `Up to ${MAX_PRODUCT_IMAGES} images`, many: true, required: true } } },
    response: uploadManyResponseSchema,
    status: 201,
  })
  async images(@Req() req: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<UploadManyResponse> {
    const files = (await readMultipartForm(req)).files.filter((f) => f.field === 'images');
    if (files.length === 0) throw DomainError.validation('Please upload at least one product image');
    if (files.length > MAX_PRODUCT_IMAGES)
      throw DomainError.validation(`You can upload at most ${MAX_PRODUCT_IMAGES} images at a time`);
    await this.uploads.hit(principal, files.length);
    const stored = await ingestImages(this.storage, this.client, principal, files, 'product-image');
    return { success: true, message: `${stored.length} image(s) uploaded successfully`, files: stored };
  }

  @Post('presigned-url')
  @ApiOperation({ summary: 'A URL to PUT one file to (S3 presigned, or a signed direct upload); then call /complete' })
  @ApiBodies({ body: presignUploadSchema, response: presignedUploadSchema, status: 201 })
  async presign(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(presignUploadSchema, body);
    // The file the link is for counts now: the signed PUT carries no account to count it by.
    await this.uploads.hit(principal);
    return this.client.command(MediaPatterns.presign, { principal, input });
  }

  @Post('presigned-url/complete')
  @HttpCode(201)
  @ApiOperation({ summary: 'After the PUT: the file is checked by content and recorded' })
  @ApiBodies({ body: completeUploadSchema, response: uploadResponseSchema, status: 201 })
  complete(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<UploadResponse> {
    const input = parseRequest(completeUploadSchema, body);
    return this.client.command(MediaPatterns.completeUpload, { principal, input });
  }

  @Get('file/:name/info')
  @ApiOperation({ summary: 'A stored file: its owner or an admin' })
  @ApiBodies({ response: fileInfoResponseSchema })
  info(@Param('name') name: string, @CurrentPrincipal() principal: Principal): Promise<FileInfoResponse> {
    return this.client.query(MediaPatterns.info, { principal, input: parseRequest(fileNameSchema, { name }) });
  }

  @Delete('file/:name')
  @ApiOperation({ summary: 'Deletes a stored file: its owner or an admin' })
  @ApiBodies({ response: deletedFileResponseSchema })
  remove(@Param('name') name: string, @CurrentPrincipal() principal: Principal) {
    return this.client.command(MediaPatterns.delete, {
      principal,
      input: parseRequest(fileNameSchema, { name }),
    });
  }
}

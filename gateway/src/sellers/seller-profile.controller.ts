import { Body, Controller, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  closeShopResponseSchema,
  closeShopSchema,
  type CloseShopResponse,
  SellerPatterns,
  sellerDocumentUploadResponseSchema,
  uploadSellerDocumentSchema,
  type IncomingFile,
  type SellerDocumentUploadResponse,
  sellerProfileResponseSchema,
  sellerResubmitResponseSchema,
  updateSellerProfileSchema,
  type Principal,
  type SellerProfileResponse,
  type SellerResubmitResponse,
} from '@thindi/contracts';
import { DomainError, FILE_STORAGE, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';
import { dropIncoming, putIncoming } from '../uploads/incoming-files';
import { readMultipartForm } from '../uploads/multipart-form';
import { UploadRateLimit } from '../uploads/upload-rate-limit';

/**
 * The signed-in seller edits its profile (and replaces KYC documents uploaded first), and a rejected one sends its
 * application for review again.
 */
@ApiTags('sellers')
@Controller('sellers/me')
export class SellerProfileController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly uploads: UploadRateLimit,
  ) {}

  @Patch()
  @Auth('seller')
  @ApiOperation({
    summary:
      "Saves the seller's business, contact, address and bank details (a blank account number keeps the stored " +
      'one); a changed PAN, GSTIN, bank account or IFSC makes a verified seller pending again (`reverification` ' +
      'names them); the FSSAI licence (fssaiLicenceNumber, fssaiLicenceKind, fssaiValidUntil: all or none, left ' +
      'out: unchanged) and a new certificate wait for an admin to verify them; `about` and `customerCare` are what ' +
      'the storefront shows; 400 naming the field of a bad value',
  })
  @ApiBodies({ body: updateSellerProfileSchema, response: sellerProfileResponseSchema })
  update(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SellerProfileResponse> {
    const input = parseRequest(updateSellerProfileSchema, body);
    return this.client.command(SellerPatterns.updateProfile, { principal, input });
  }

  @Post('close')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary:
      "Closes the seller's shop for good, with its password, once nothing is owed either way: no part of an order " +
      'left to deliver or cancel, no ticket open, no money held, payable, owed back or in a payout on its way. The ' +
      'seller is switched off and signed out everywhere; its products stop being sold',
  })
  @ApiBodies({
    body: closeShopSchema,
    response: closeShopResponseSchema,
    description:
      '{ success, message }; 400 for a missing or wrong password; 409 SELLER.SHOP_IN_USE naming each order, ticket ' +
      'or sum that stands in the way',
  })
  close(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<CloseShopResponse> {
    const input = parseRequest(closeShopSchema, body ?? {});
    return this.client.command(SellerPatterns.closeShop, { principal, input });
  }

  @Post('documents/:field')
  @Auth('seller')
  @ApiOperation({
    summary:
      'Uploads one KYC document (aadharCard, panCard or bankDocument) or the FSSAI certificate (fssaiCertificate; ' +
      "jpeg, png or pdf under 5MB) to replace the seller's own: answers its key, which PATCH /api/sellers/me then " +
      'puts in place (verification starts again; a new certificate waits for the licence to be verified)',
  })
  @ApiBodies({
    form: { files: { document: { description: 'The document: jpeg, png or pdf', required: true } } },
    response: sellerDocumentUploadResponseSchema,
    status: 201,
  })
  async uploadDocument(
    @Param('field') field: string,
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SellerDocumentUploadResponse> {
    const document = parseRequest(uploadSellerDocumentSchema.shape.field, field);
    const form = await readMultipartForm(req);
    const part = form.files.find((f) => f.field === 'document');
    if (!part) throw DomainError.validation('Please choose the document to upload');
    await this.uploads.hit(principal);
    let file: IncomingFile | undefined;
    try {
      file = await putIncoming(this.storage, part);
      const input = { field: document, file };
      return await this.client.command(SellerPatterns.uploadDocument, { principal, input });
    } finally {
      if (file) await dropIncoming(this.storage, [file]);
    }
  }

  @Post('resubmit')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary: 'A rejected seller asks to be reviewed again: pending, waiting for an admin; 409 when not rejected',
  })
  @ApiBodies({ response: sellerResubmitResponseSchema })
  resubmit(@CurrentPrincipal() principal: Principal): Promise<SellerResubmitResponse> {
    return this.client.command(SellerPatterns.resubmit, { principal, input: {} });
  }
}

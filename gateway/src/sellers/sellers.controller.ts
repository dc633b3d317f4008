import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  nestFormFields,
  SELLER_DOCUMENT_FIELDS,
  SellerPatterns,
  sellerDocumentQuerySchema,
  sellerRegistrationSchema,
  sellerVerifyEmailSchema,
  type IncomingFile,
  type Principal,
  type SellerAuthResponse,
  type SellerDocumentField,
  type SellerDocumentLocation,
  type SellerMeResponse,
  type SellerStatsResponse,
  type SellerVerifyEmailResponse,
  sellerAuthResponseSchema,
  sellerMeResponseSchema,
  sellerStatsResponseSchema,
  sellerVerifyEmailResponseSchema,
} from '@thindi/contracts';
import { FILE_STORAGE, FIRST_ISSUE_ONLY, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { EmailRateLimit, RateLimitGuard } from '../auth/rate-limit';
import { parseRequest } from '../http/parse';
import { sendPrivateFile } from '../http/send-private-file';
import { dropIncoming, putIncoming } from '../uploads/incoming-files';
import { readMultipartForm } from '../uploads/multipart-form';
import { ApiBodies } from '../http/openapi';

/**
 * The sign-up form: its fields (nested ones named as `address[city]`), the three KYC documents (PDF) and the FSSAI
 * certificate, optional at sign-up (required before approval).
 */
const SELLER_REGISTRATION_FORM = {
  fields: sellerRegistrationSchema,
  files: Object.fromEntries(
    SELLER_DOCUMENT_FIELDS.map((field) => [
      field,
      field === 'fssaiCertificate'
        ? { description: 'fssaiCertificate: the FSSAI licence or registration certificate', required: false }
        : { description: `${field}: a PDF`, required: true },
    ]),
  ),
};

@ApiTags('sellers')
@Controller('sellers')
export class SellersController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    private readonly emailLimit: EmailRateLimit,
  ) {}

  @Post('register')
  @UseGuards(RateLimitGuard)
  // The e-mail is in the multipart body, which the guard cannot read: the handler counts it (EmailRateLimit).
  @SkipThrottle({ email: true })
  @ApiOperation({
    summary:
      'Seller sign-up: business, address, legal and bank details, three KYC documents, and the FSSAI licence ' +
      '(fssaiLicenceNumber, fssaiLicenceKind, fssaiValidUntil and fssaiCertificate: all or none; needed before ' +
      'approval); a 6-digit code then goes ' +
      'to the e-mail. A taken e-mail gets a 409 that does not say so (its owner is told by mail). Rate limited per ' +
      'client address and per e-mail',
  })
  @ApiBodies({ form: SELLER_REGISTRATION_FORM, response: sellerAuthResponseSchema, status: 201 })
  async register(@Req() req: FastifyRequest): Promise<SellerAuthResponse> {
    const form = await readMultipartForm(req);
    const registration = parseRequest(sellerRegistrationSchema, nestFormFields(form.fields), FIRST_ISSUE_ONLY);
    await this.emailLimit.hit('sellers/register', registration.email);
    const documents: Partial<Record<SellerDocumentField, IncomingFile>> = {};
    try {
      for (const field of SELLER_DOCUMENT_FIELDS) {
        const file = form.files.find((f) => f.field === field);
        if (file) documents[field] = await putIncoming(this.storage, file);
      }
      return await this.client.command(SellerPatterns.register, { registration, documents });
    } finally {
      await dropIncoming(this.storage, Object.values(documents));
    }
  }

  @Post('verify-email')
  @HttpCode(200)
  @Auth('seller')
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary:
      "Proves the signed-in seller's e-mail with the 6-digit code sent after registration or by send-otp; " +
      '400 on a wrong or expired code, 429 after five wrong ones (ask for a new code)',
  })
  @ApiBodies({
    body: sellerVerifyEmailSchema,
    response: sellerVerifyEmailResponseSchema,
    description: '{ success, message, seller } with seller.emailVerified true',
  })
  verifyEmail(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<SellerVerifyEmailResponse> {
    const input = parseRequest(sellerVerifyEmailSchema, body);
    return this.client.command(SellerPatterns.verifyEmail, { principal, input });
  }

  @Get('me')
  @Auth('seller')
  @ApiOperation({ summary: 'The signed-in seller' })
  @ApiBodies({ response: sellerMeResponseSchema })
  me(@CurrentPrincipal() principal: Principal): Promise<SellerMeResponse> {
    return this.client.query(SellerPatterns.me, { principal });
  }

  @Get('stats')
  @Auth('seller')
  @ApiOperation({ summary: "The seller dashboard's numbers: products now, orders once the orders service answers" })
  @ApiBodies({ response: sellerStatsResponseSchema })
  stats(@CurrentPrincipal() principal: Principal): Promise<SellerStatsResponse> {
    return this.client.query(SellerPatterns.stats, { principal });
  }

  @Get('documents/:kind')
  @Auth('seller')
  @ApiOperation({ summary: "The seller's own KYC document (aadhar, pan or bank), streamed; never public" })
  @ApiBodies({ response: 'file' })
  async document(@Param('kind') kind: string, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const input = parseRequest(sellerDocumentQuerySchema, { kind });
    const location = await this.client.query<SellerDocumentLocation>(SellerPatterns.document, {
      principal,
      input,
    });
    return sendPrivateFile(reply, this.storage, location);
  }
}

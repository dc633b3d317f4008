import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FinancePatterns, invoicePdfSchema, type InvoicePdfResponse, type Principal } from '@thindi/contracts';
import { DomainError, FILE_STORAGE, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { parseRequest } from '../http/parse';
import { ApiBodies } from '../http/openapi';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly client: ServiceClient,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
  ) {}

  @Get(':id/pdf')
  @Auth('customer', 'seller', 'admin')
  @ApiOperation({
    summary:
      "An invoice or credit note as a PDF: to the order's customer, the seller who issued it and an admin; never cached",
  })
  @ApiBodies({ response: 'file' })
  async pdf(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const input = parseRequest(invoicePdfSchema, { invoiceId: id });
    const location = await this.client.query<InvoicePdfResponse>(FinancePatterns.invoicePdf, {
      principal,
      input,
    });
    const file = await this.storage.get(location.key);
    if (!file) throw DomainError.notFound('Invoice not found', 'FINANCE.INVOICE_NOT_FOUND');
    return reply
      .type(location.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="invoice-${input.invoiceId}.pdf"`)
      .header('content-length', file.info.size)
      .send(file.stream);
  }
}

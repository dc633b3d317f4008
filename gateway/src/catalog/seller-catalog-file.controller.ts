import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, type CsvFile, type Principal } from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { sendCsv } from '../http/send-csv';

/** The seller's catalogue as a file, to keep, edit in a spreadsheet and load back. */
@ApiTags('products')
@Controller('sellers')
export class SellerCatalogFileController {
  constructor(private readonly client: ServiceClient) {}

  @Get('products.csv')
  @Auth('seller')
  @ApiOperation({
    summary:
      "The seller's products as CSV, one row per pack (the columns are in the README's 'Your catalogue as a file')",
  })
  @ApiBodies({ response: 'file', description: 'text/csv' })
  async export(@CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const file = await this.client.query<CsvFile>(CatalogPatterns.exportMine, { principal, input: {} });
    return sendCsv(reply, file);
  }
}

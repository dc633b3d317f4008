import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  sellerEarningsSchema,
  SettlementPatterns,
  type CsvFile,
  type Principal,
  type SellerEarnings,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';

const sellerEarningsResponseSchema = sellerEarningsSchema.extend({ success: z.literal(true) });

/**
 * A file name safe inside the quoted content-disposition value: the service names the file, but a quote or a
 * line break there would break the header.
 */
const safeFilename = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'statement.csv';

/** The seller's Earnings tab: its money with the marketplace and its statement. The finance service scopes both. */
@ApiTags('sellers')
@Controller('sellers/earnings')
export class SellerEarningsController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('seller')
  @ApiOperation({
    summary:
      "The seller's earnings: held in the return window, payable, available for the next payout, its payouts, " +
      'statement of delivered parts and invoices',
  })
  @ApiBodies({
    response: sellerEarningsResponseSchema,
    description: '{ success, ...SellerEarnings }, amounts in paise',
  })
  async earnings(@CurrentPrincipal() principal: Principal) {
    const earnings = await this.client.query<SellerEarnings>(SettlementPatterns.sellerEarnings, {
      principal,
      input: {},
    });
    return { success: true as const, ...earnings };
  }

  @Get('statement.csv')
  @Auth('seller')
  @ApiOperation({
    summary: "The seller's statement as a CSV file: one row per delivered part with commission, taxes and net",
  })
  @ApiBodies({ response: 'file', description: 'text/csv, sent as an attachment; never cached' })
  @ApiProduces('text/csv')
  async statementCsv(@CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const file = await this.client.query<CsvFile>(SettlementPatterns.sellerStatementCsv, {
      principal,
      input: {},
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${safeFilename(file.filename)}"`)
      .send(file.csv);
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminFinancePatterns,
  gstr8QuerySchema,
  markPayoutFailedSchema,
  markPayoutPaidSchema,
  markRefundPaidSchema,
  RefundPatterns,
  refundsQuerySchema,
  type RefundList,
  type RefundResponse,
  setCommissionSchema,
  SettlementPatterns,
  withPrincipal,
  type AdminFinance,
  type AdminFinanceResponse,
  type CsvFile,
  type PayoutResponse,
  type PayoutRunResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { FinanceHandler } from '../use-cases/finance/finance.handler';

const noInput = withPrincipal(z.object({}));

/** The admin's Finance tab: figures and files read from the finance service, payouts and commission audited here. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminFinanceController {
  constructor(
    private readonly browse: BrowseHandler,
    private readonly finance: FinanceHandler,
  ) {}

  @MessagePattern(AdminFinancePatterns.overview)
  async overview(@Payload() payload: unknown): Promise<AdminFinanceResponse> {
    const { principal } = parseInput(noInput, payload);
    const figures = await this.browse.ask<AdminFinance>(SettlementPatterns.adminOverview, principal, {});
    return { success: true, ...figures };
  }

  @MessagePattern(AdminFinancePatterns.gstr8Csv)
  gstr8Csv(@Payload() payload: unknown): Promise<CsvFile> {
    const { principal, input } = parseInput(withPrincipal(gstr8QuerySchema), payload);
    return this.browse.ask(SettlementPatterns.gstr8Csv, principal, input);
  }

  @MessagePattern(AdminFinancePatterns.bankCsv)
  bankCsv(@Payload() payload: unknown): Promise<CsvFile> {
    const { principal } = parseInput(noInput, payload);
    return this.browse.ask(SettlementPatterns.bankCsv, principal, {});
  }

  @MessagePattern(AdminFinancePatterns.runPayouts)
  runPayouts(@Payload() payload: unknown): Promise<PayoutRunResponse> {
    const { principal } = parseInput(noInput, payload);
    return this.finance.runPayouts(principal);
  }

  @MessagePattern(AdminFinancePatterns.markPaid)
  markPaid(@Payload() payload: unknown): Promise<PayoutResponse> {
    const { principal, input } = parseInput(withPrincipal(markPayoutPaidSchema), payload);
    return this.finance.markPaid(principal, input);
  }

  @MessagePattern(AdminFinancePatterns.markFailed)
  markFailed(@Payload() payload: unknown): Promise<PayoutResponse> {
    const { principal, input } = parseInput(withPrincipal(markPayoutFailedSchema), payload);
    return this.finance.markFailed(principal, input);
  }

  @MessagePattern(AdminFinancePatterns.refunds)
  refunds(@Payload() payload: unknown): Promise<RefundList> {
    const { principal, input } = parseInput(withPrincipal(refundsQuerySchema), payload);
    return this.browse.ask(RefundPatterns.list, principal, input);
  }

  @MessagePattern(AdminFinancePatterns.markRefundPaid)
  markRefundPaid(@Payload() payload: unknown): Promise<RefundResponse> {
    const { principal, input } = parseInput(withPrincipal(markRefundPaidSchema), payload);
    return this.finance.markRefundPaid(principal, input);
  }

  @MessagePattern(AdminFinancePatterns.setCommission)
  setCommission(@Payload() payload: unknown): Promise<AdminFinanceResponse> {
    const { principal, input } = parseInput(withPrincipal(setCommissionSchema), payload);
    return this.finance.setCommission(principal, input);
  }
}

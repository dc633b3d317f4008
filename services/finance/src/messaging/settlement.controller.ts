import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SettlementPatterns,
  gstr8QuerySchema,
  markPayoutFailedSchema,
  markPayoutPaidSchema,
  setCommissionSchema,
  withPrincipal,
  type AdminFinance,
  type CsvFile,
  type PayoutResponse,
  type PayoutRunResponse,
  type SellerEarnings,
} from '@thindi/contracts';
import { parseInput, requireRole, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { FinanceSources } from '../sources/finance-sources';
import { AdminFinanceHandler } from '../use-cases/admin-finance/admin-finance.handler';
import { SellerEarningsHandler } from '../use-cases/earnings/seller-earnings.handler';
import { toPayout } from '../use-cases/payouts/payout-view';
import { RunPayoutsHandler } from '../use-cases/payouts/run-payouts.handler';
import { ReleaseSettlementsHandler } from '../use-cases/release-settlements/release-settlements.handler';
import { SettlePayoutHandler } from '../use-cases/payouts/settle-payout.handler';

const noInput = withPrincipal(z.object({}).passthrough());

/** Sellers' earnings (their own only) and the admin's finance figures, payouts and commission settings. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SettlementController {
  constructor(
    private readonly earnings: SellerEarningsHandler,
    private readonly admin: AdminFinanceHandler,
    private readonly runs: RunPayoutsHandler,
    private readonly release: ReleaseSettlementsHandler,
    private readonly settlePayout: SettlePayoutHandler,
    private readonly sources: FinanceSources,
  ) {}

  @MessagePattern(SettlementPatterns.sellerEarnings)
  sellerEarnings(@Payload() payload: unknown): Promise<SellerEarnings> {
    const { principal } = parseInput(noInput, payload);
    return this.earnings.execute(requireRole(principal, 'seller').id);
  }

  @MessagePattern(SettlementPatterns.sellerStatementCsv)
  sellerStatementCsv(@Payload() payload: unknown): Promise<CsvFile> {
    const { principal } = parseInput(noInput, payload);
    return this.earnings.statementCsv(requireRole(principal, 'seller').id);
  }

  @MessagePattern(SettlementPatterns.adminOverview)
  adminOverview(@Payload() payload: unknown): Promise<AdminFinance> {
    requireRole(parseInput(noInput, payload).principal, 'admin');
    return this.admin.overview();
  }

  @MessagePattern(SettlementPatterns.gstr8Csv)
  gstr8Csv(@Payload() payload: unknown): Promise<CsvFile> {
    const { principal, input } = parseInput(withPrincipal(gstr8QuerySchema), payload);
    requireRole(principal, 'admin');
    return this.admin.gstr8Csv(input.month);
  }

  @MessagePattern(SettlementPatterns.bankCsv)
  bankCsv(@Payload() payload: unknown): Promise<CsvFile> {
    requireRole(parseInput(noInput, payload).principal, 'admin');
    return this.admin.bankCsv();
  }

  @MessagePattern(SettlementPatterns.runPayouts)
  async runPayouts(@Payload() payload: unknown): Promise<PayoutRunResponse> {
    requireRole(parseInput(noInput, payload).principal, 'admin');
    // Parts whose return window passed since the last sweep are payable before the run looks at balances.
    await this.release.execute();
    const created = await this.runs.now();
    const withBank = await this.withBank(created.map((p) => p.sellerId));
    return { success: true, created: created.map((p) => toPayout(p, withBank.has(p.sellerId))) };
  }

  @MessagePattern(SettlementPatterns.markPaid)
  async markPaid(@Payload() payload: unknown): Promise<PayoutResponse> {
    const { principal, input } = parseInput(withPrincipal(markPayoutPaidSchema), payload);
    requireRole(principal, 'admin');
    const payout = await this.settlePayout.paid(input);
    return { success: true, payout: toPayout(payout, (await this.withBank([payout.sellerId])).size > 0) };
  }

  @MessagePattern(SettlementPatterns.markFailed)
  async markFailed(@Payload() payload: unknown): Promise<PayoutResponse> {
    const { principal, input } = parseInput(withPrincipal(markPayoutFailedSchema), payload);
    requireRole(principal, 'admin');
    const payout = await this.settlePayout.failed(input);
    return { success: true, payout: toPayout(payout, (await this.withBank([payout.sellerId])).size > 0) };
  }

  @MessagePattern(SettlementPatterns.setCommission)
  setCommission(@Payload() payload: unknown): Promise<AdminFinance> {
    const { principal, input } = parseInput(withPrincipal(setCommissionSchema), payload);
    return this.admin.setCommission(input, requireRole(principal, 'admin').id);
  }

  private async withBank(sellerIds: string[]): Promise<Set<string>> {
    if (sellerIds.length === 0) return new Set();
    const profiles = await this.sources.sellerProfiles([...new Set(sellerIds)]).catch(() => []);
    return new Set(profiles.filter((p) => p.bank !== null).map((p) => p.sellerId));
  }
}

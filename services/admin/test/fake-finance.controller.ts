import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SettlementPatterns, type AdminFinance, type Payout, type Principal } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';

interface FinanceMessage {
  principal: Principal;
  input: { id?: string; utr?: string; reason?: string; category?: string; ratePercent?: number; month?: string };
}

export const DUE_PAYOUT_ID = '6b0f5c4e-0000-4000-8000-0000000000d1';

export const duePayout = (over: Partial<Payout> = {}): Payout => ({
  id: DUE_PAYOUT_ID,
  sellerId: 'seller-amma',
  sellerName: 'Amma Snacks',
  reference: 'THPO-20261130-0001',
  amountPaise: 1_234_550,
  state: 'due',
  utr: null,
  failureReason: null,
  createdAt: '2026-11-30T03:30:00.000Z',
  settledAt: null,
  hasBank: true,
  ...over,
});

const figures = (rates: AdminFinance['commissionRates'] = []): AdminFinance => ({
  months: [],
  duePayouts: [duePayout()],
  recentPayouts: [],
  defaultCommissionPercent: 8,
  commissionRates: rates,
  heldPaise: 0,
  availablePaise: 0,
  nextPayoutAt: '2026-11-30T03:30:00.000Z',
});

/**
 * Plays the finance service in admin tests: records what it was asked and by whom, answers with one due payout,
 * and refuses any other payout id with 404.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class FakeFinanceController {
  static readonly asked: Array<{ pattern: string; message: FinanceMessage }> = [];

  private note(pattern: string, message: FinanceMessage): void {
    FakeFinanceController.asked.push({ pattern, message });
    if (message.input.id !== undefined && message.input.id !== DUE_PAYOUT_ID)
      throw DomainError.notFound('Payout not found');
  }

  @MessagePattern(SettlementPatterns.adminOverview)
  overview(@Payload() m: FinanceMessage): AdminFinance {
    this.note(SettlementPatterns.adminOverview, m);
    return figures();
  }

  @MessagePattern(SettlementPatterns.gstr8Csv)
  gstr8(@Payload() m: FinanceMessage) {
    this.note(SettlementPatterns.gstr8Csv, m);
    return { filename: `gstr8-${m.input.month}.csv`, csv: 'gstin,month\n' };
  }

  @MessagePattern(SettlementPatterns.runPayouts)
  run(@Payload() m: FinanceMessage) {
    this.note(SettlementPatterns.runPayouts, m);
    return { success: true, created: [duePayout()] };
  }

  @MessagePattern(SettlementPatterns.markPaid)
  paid(@Payload() m: FinanceMessage) {
    this.note(SettlementPatterns.markPaid, m);
    return { success: true, payout: duePayout({ state: 'paid', utr: m.input.utr, settledAt: '2026-12-01T10:00:00Z' }) };
  }

  @MessagePattern(SettlementPatterns.markFailed)
  failed(@Payload() m: FinanceMessage) {
    this.note(SettlementPatterns.markFailed, m);
    return { success: true, payout: duePayout({ state: 'failed', failureReason: m.input.reason ?? null }) };
  }

  @MessagePattern(SettlementPatterns.setCommission)
  setCommission(@Payload() m: FinanceMessage): AdminFinance {
    this.note(SettlementPatterns.setCommission, m);
    return figures([{ category: m.input.category!, ratePercent: m.input.ratePercent!, validFrom: '2026-11-24' }]);
  }
}

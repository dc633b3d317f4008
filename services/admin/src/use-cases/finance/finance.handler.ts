import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  RefundPatterns,
  SettlementPatterns,
  type AdminFinance,
  type AdminFinanceResponse,
  type AuditAction,
  type MarkPayoutFailedInput,
  type MarkPayoutPaidInput,
  type MarkRefundPaidInput,
  type RefundResponse,
  type PayoutResponse,
  type PayoutRunResponse,
  type Principal,
  type SetCommissionInput,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * Payouts and commission belong to the finance service: this service checks the admin, asks the finance service
 * (which checks again) and writes each change into the audit log with the money it moved. A refused change is
 * not logged.
 */
@Injectable()
export class FinanceHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async runPayouts(principal: Principal): Promise<PayoutRunResponse> {
    const answer = await this.run<PayoutRunResponse>(principal, SettlementPatterns.runPayouts, {});
    await this.log(principal, AUDIT_ACTIONS.runPayouts, 'payout-run', 'due', {
      created: answer.created.length,
      totalPaise: answer.created.reduce((sum, p) => sum + p.amountPaise, 0),
      payoutIds: answer.created.map((p) => p.id),
    });
    return answer;
  }

  async markPaid(principal: Principal, input: MarkPayoutPaidInput): Promise<PayoutResponse> {
    const answer = await this.run<PayoutResponse>(principal, SettlementPatterns.markPaid, input);
    await this.log(principal, AUDIT_ACTIONS.markPayoutPaid, 'payout', input.id, {
      utr: answer.payout.utr ?? input.utr,
      amountPaise: answer.payout.amountPaise,
      reference: answer.payout.reference,
      sellerId: answer.payout.sellerId,
    });
    return answer;
  }

  async markFailed(principal: Principal, input: MarkPayoutFailedInput): Promise<PayoutResponse> {
    const answer = await this.run<PayoutResponse>(principal, SettlementPatterns.markFailed, input);
    await this.log(principal, AUDIT_ACTIONS.markPayoutFailed, 'payout', input.id, {
      reason: input.reason,
      amountPaise: answer.payout.amountPaise,
      reference: answer.payout.reference,
      sellerId: answer.payout.sellerId,
    });
    return answer;
  }

  async markRefundPaid(principal: Principal, input: MarkRefundPaidInput): Promise<RefundResponse> {
    const answer = await this.run<RefundResponse>(principal, RefundPatterns.markPaid, input);
    await this.log(principal, AUDIT_ACTIONS.markRefundPaid, 'refund', input.id, {
      utr: answer.refund.utr ?? input.utr,
      amountPaise: answer.refund.amountPaise,
      orderNumber: answer.refund.orderNumber,
      issueNumber: answer.refund.issueNumber,
    });
    return answer;
  }

  async setCommission(principal: Principal, input: SetCommissionInput): Promise<AdminFinanceResponse> {
    const answer = await this.run<AdminFinance>(principal, SettlementPatterns.setCommission, input);
    // The finance service fills in today when no date was given; the log keeps the date that took effect.
    const rate = answer.commissionRates.find((r) => r.category === input.category);
    await this.log(principal, AUDIT_ACTIONS.setCommission, 'commission', input.category, {
      ratePercent: input.ratePercent,
      validFrom: input.validFrom ?? rate?.validFrom ?? null,
    });
    return { success: true, ...answer };
  }

  private async run<T>(principal: Principal, pattern: string, input: unknown): Promise<T> {
    await this.acting.of(principal);
    return this.client.command<T>(pattern, { principal, input });
  }

  private log(
    principal: Principal,
    action: AuditAction,
    targetType: string,
    targetId: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    return this.admins.auditAction({ adminId: principal.id, action, targetType, targetId, details });
  }
}

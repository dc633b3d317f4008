import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  type MarkPaidResult,
  type OrderUtrInput,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * An admin marks a UPI order's payment received against the UTR on the bank statement. Orders belong to the order
 * service: this service checks the admin, asks the order service (which checks again and decides whether the order
 * can be paid) and writes the payment into the audit log. A refused marking, or a repeat that changed nothing, is
 * not logged.
 */
@Injectable()
export class MarkOrderPaidHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async execute(principal: Principal, input: OrderUtrInput): Promise<MarkPaidResult> {
    await this.acting.of(principal);
    const answer = await this.client.command<MarkPaidResult>(OwnerAdminPatterns.orders.markPaid, {
      principal,
      input,
    });
    if (!answer.alreadyPaid) {
      await this.admins.auditAction({
        adminId: principal.id,
        action: AUDIT_ACTIONS.markOrderPaid,
        targetType: 'order',
        targetId: input.id,
        details: { orderNumber: answer.order.orderNumber, utr: input.utr, amount: answer.order.totalAmount },
      });
    }
    return answer;
  }
}

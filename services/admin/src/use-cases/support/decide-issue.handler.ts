import { Injectable } from '@nestjs/common';
import {
  AUDIT_ACTIONS,
  OwnerAdminPatterns,
  type IssueDecideInput,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { AdminsRepository } from '../../db/admins.repository';
import { ActingAdmin } from '../shared/acting-admin';

/**
 * What the audit log keeps of the decision: the refund's amount, a replacement's note, the decline's reason or the
 * answer given.
 */
const auditDetail = (input: IssueDecideInput) => {
  if (input.resolution === 'refund') return { amount: input.amount };
  if (input.resolution === 'replacement') return input.note ? { reason: input.note } : {};
  return { reason: input.resolution === 'decline' ? input.reason : input.reply };
};

/**
 * The grievance officer's final word on a ticket. Tickets belong to the order service: this service checks the
 * admin, asks the order service (which checks again, settles the ticket and mails both sides) and writes the
 * decision into the audit log. A refused decision is not logged.
 */
@Injectable()
export class DecideIssueHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly acting: ActingAdmin,
    private readonly admins: AdminsRepository,
  ) {}

  async execute(principal: Principal, input: IssueDecideInput): Promise<IssueResponse> {
    await this.acting.of(principal);
    const answer = await this.client.command<IssueResponse>(OwnerAdminPatterns.issues.decide, { principal, input });
    const { issue } = answer;
    await this.admins.auditAction({
      adminId: principal.id,
      action: AUDIT_ACTIONS.decideIssue,
      targetType: 'issue',
      targetId: issue.id,
      // The audit log reads a reason from the entry's details (as for a seller's rejection).
      details: {
        number: issue.number,
        orderNumber: issue.orderNumber,
        resolution: input.resolution,
        ...auditDetail(input),
      },
    });
    return answer;
  }
}

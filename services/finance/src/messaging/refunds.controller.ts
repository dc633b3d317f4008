import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  issueRefundUpiSchema,
  markRefundPaidSchema,
  RefundPatterns,
  refundsQuerySchema,
  withPrincipal,
  type RefundList,
  type RefundResponse,
} from '@thindi/contracts';
import { parseInput, requireRole, RpcErrorFilter } from '@thindi/platform';
import { toRefund } from '../use-cases/refunds/refund-view';
import { RefundsHandler } from '../use-cases/refunds/refunds.handler';

/** Refunds: the admin lists and pays them; a ticket's shopper says which UPI ID theirs goes to. */
@Controller()
@UseFilters(RpcErrorFilter)
export class RefundsController {
  constructor(private readonly refunds: RefundsHandler) {}

  @MessagePattern(RefundPatterns.list)
  async list(@Payload() payload: unknown): Promise<RefundList> {
    const { principal, input } = parseInput(withPrincipal(refundsQuerySchema), payload);
    requireRole(principal, 'admin');
    return { success: true, refunds: (await this.refunds.list(input.state)).map(toRefund) };
  }

  @MessagePattern(RefundPatterns.markPaid)
  async markPaid(@Payload() payload: unknown): Promise<RefundResponse> {
    const { principal, input } = parseInput(withPrincipal(markRefundPaidSchema), payload);
    const admin = requireRole(principal, 'admin');
    return { success: true, refund: toRefund(await this.refunds.markPaid(input, admin.id)) };
  }

  @MessagePattern(RefundPatterns.setUpi)
  async setUpi(@Payload() payload: unknown): Promise<RefundResponse> {
    const { principal, input } = parseInput(withPrincipal(issueRefundUpiSchema), payload);
    return { success: true, refund: toRefund(await this.refunds.setUpi(requireRole(principal, 'customer'), input)) };
  }
}

import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FinancePatterns,
  invoicePdfSchema,
  invoicesForOrderSchema,
  withPrincipal,
  type InvoicePdfResponse,
  type InvoicesForOrderResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { InvoicePdfHandler } from '../use-cases/invoice-pdf/invoice-pdf.handler';
import { InvoicesForOrderHandler } from '../use-cases/invoices-for-order/invoices-for-order.handler';

/** Invoices and credit notes, to the parties of each: the order's customer, the issuing seller, an admin. */
@Controller()
@UseFilters(RpcErrorFilter)
export class InvoicesController {
  constructor(
    private readonly forOrder: InvoicesForOrderHandler,
    private readonly pdf: InvoicePdfHandler,
  ) {}

  @MessagePattern(FinancePatterns.invoicesForOrder)
  invoicesForOrder(@Payload() payload: unknown): Promise<InvoicesForOrderResponse> {
    const { principal, input } = parseInput(withPrincipal(invoicesForOrderSchema), payload);
    return this.forOrder.execute(principal, input.orderId);
  }

  @MessagePattern(FinancePatterns.invoicePdf)
  invoicePdf(@Payload() payload: unknown): Promise<InvoicePdfResponse> {
    const { principal, input } = parseInput(withPrincipal(invoicePdfSchema), payload);
    return this.pdf.execute(principal, input.invoiceId);
  }
}

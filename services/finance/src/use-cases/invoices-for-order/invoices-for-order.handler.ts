import { Injectable } from '@nestjs/common';
import type { InvoicesForOrderResponse, Principal } from '@thindi/contracts';
import { InvoicesRepository } from '../../db/invoices.repository';
import { maySee, toSummary } from './invoice-access';

/** The invoices and credit notes of an order that the principal is a party to. */
@Injectable()
export class InvoicesForOrderHandler {
  constructor(private readonly invoices: InvoicesRepository) {}

  async execute(principal: Principal, orderId: string): Promise<InvoicesForOrderResponse> {
    const rows = await this.invoices.forOrder(orderId);
    return { invoices: rows.filter((row) => maySee(principal, row)).map(toSummary) };
  }
}

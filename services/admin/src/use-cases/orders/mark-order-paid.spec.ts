import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminModerationPatterns, OwnerAdminPatterns, type MarkPaidResult, type Principal } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { startAdminForTest, type AdminCall, type AdminUnderTest } from '../../../test/admin-fixture';

const ORDER_ID = '0b6f7a52-1c1e-4d37-9a3e-5a0c3b1f2e11';
const UTR = '412345678901';

/** The order service's side, scripted: the first marking changes the order, a repeat does not, a COD order is a 409. */
@Controller()
@UseFilters(RpcErrorFilter)
class FakeOrdersController {
  static asked: unknown[] = [];
  static paid = false;

  @MessagePattern(OwnerAdminPatterns.orders.markPaid)
  markPaid(@Payload() message: { input: { id: string; utr: string } }) {
    FakeOrdersController.asked.push(message);
    if (message.input.id !== ORDER_ID) {
      throw DomainError.conflict('This order is paid in cash on delivery: there is no UPI payment to record');
    }
    const alreadyPaid = FakeOrdersController.paid;
    FakeOrdersController.paid = true;
    return {
      success: true,
      message: alreadyPaid ? 'This payment was already recorded' : 'Payment recorded: the order is paid',
      order: { id: ORDER_ID, orderNumber: 'TH-260101-ABCD', totalAmount: 1061, paymentStatus: 'paid' },
      alreadyPaid,
    };
  }
}

/** A UPI payment marked received by an admin: asked of the order service, and audited once. */
describe('admin: marking a UPI payment received', () => {
  let svc: ServiceUnderTest;
  let admin: Principal;
  let command: AdminCall;
  let auditOf: AdminUnderTest['auditOf'];
  const customer: Principal = { id: '6b0f5c4e-0000-4000-8000-0000000000c9', role: 'customer', email: 'c@x.in' };
  const markPaid = (input: unknown, principal = admin) =>
    command<MarkPaidResult>(AdminModerationPatterns.markOrderPaid, input, principal);
  const audit = () => auditOf('order.mark-paid');

  beforeAll(async () => {
    ({ svc, admin, command, auditOf } = await startAdminForTest([FakeOrdersController]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());

  it('asks the order service and writes the payment to the audit log once, however often it is marked', async () => {
    const first = await markPaid({ id: ORDER_ID, utr: '4123 4567 8901' });
    expect(first.alreadyPaid).toBe(false);
    expect(FakeOrdersController.asked).toEqual([{ principal: admin, input: { id: ORDER_ID, utr: UTR } }]);
    expect((await markPaid({ id: ORDER_ID, utr: UTR })).alreadyPaid).toBe(true);
    expect(await audit()).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ id: admin.id }),
        action: 'order.mark-paid',
        targetType: 'order',
        targetId: ORDER_ID,
        details: expect.objectContaining({ orderNumber: 'TH-260101-ABCD', utr: UTR, amount: 1061 }),
      }),
    ]);
  });

  it("passes on the order service's 409 and logs nothing", async () => {
    const cod = '0b6f7a52-1c1e-4d37-9a3e-5a0c3b1f2e12';
    await expect(markPaid({ id: cod, utr: UTR })).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect((await audit()).filter((e) => e.targetId === cod)).toEqual([]);
  });

  it('refuses a bad UTR and a non-admin before asking the order service', async () => {
    FakeOrdersController.asked = [];
    await expect(markPaid({ id: ORDER_ID, utr: '123' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('12-digit'),
    });
    await expect(markPaid({ id: ORDER_ID, utr: UTR }, customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(FakeOrdersController.asked).toEqual([]);
  });
});

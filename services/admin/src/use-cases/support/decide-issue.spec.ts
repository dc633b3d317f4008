import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminModerationPatterns, OwnerAdminPatterns, type IssueResponse, type Principal } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { startAdminForTest, type AdminCall, type AdminUnderTest } from '../../../test/admin-fixture';

const ISSUE_ID = '0b6f7a52-1c1e-4d37-9a3e-5a0c3b1f2e21';
const NUMBER = 'TK-20261204-9QX3M';
const SETTLED = 'TK-20261204-9QX3N';

/** The order service's side, scripted: an escalated ticket is settled, a settled one is a 409. */
@Controller()
@UseFilters(RpcErrorFilter)
class FakeIssuesController {
  static asked: unknown[] = [];

  @MessagePattern(OwnerAdminPatterns.issues.decide)
  decide(@Payload() message: { input: { number: string } }) {
    FakeIssuesController.asked.push(message);
    if (message.input.number !== NUMBER)
      throw DomainError.conflict(`Ticket ${SETTLED} cannot be changed that way: it is settled already`);
    return { success: true, issue: { id: ISSUE_ID, number: NUMBER, orderNumber: 'TH-20261202-4F7K2' } };
  }

  @MessagePattern(OwnerAdminPatterns.issues.queue)
  queue() {
    return { success: true, issues: [{ id: ISSUE_ID, number: NUMBER }] };
  }
}

/** The grievance officer's decision on a ticket: asked of the order service, and audited. */
describe('admin: deciding a ticket', () => {
  let svc: ServiceUnderTest;
  let admin: Principal;
  let command: AdminCall;
  let auditOf: AdminUnderTest['auditOf'];
  const customer: Principal = { id: '6b0f5c4e-0000-4000-8000-0000000000c9', role: 'customer', email: 'c@x.in' };
  const decide = (input: unknown, principal = admin) =>
    command<IssueResponse>(AdminModerationPatterns.decideIssue, input, principal);
  const audit = () => auditOf('issue.decide');

  beforeAll(async () => {
    ({ svc, admin, command, auditOf } = await startAdminForTest([FakeIssuesController]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());

  it('asks the order service and writes the decision to the audit log', async () => {
    const answer = await decide({ number: NUMBER.toLowerCase(), resolution: 'refund', amount: 120.5 });
    expect(answer.issue.id).toBe(ISSUE_ID);
    expect(FakeIssuesController.asked).toEqual([
      { principal: admin, input: { number: NUMBER, resolution: 'refund', amount: 120.5 } },
    ]);
    expect(await audit()).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ id: admin.id }),
        action: 'issue.decide',
        targetType: 'issue',
        targetId: ISSUE_ID,
        details: expect.objectContaining({ number: NUMBER, resolution: 'refund', amount: 120.5 }),
      }),
    ]);
  });

  it("passes on the order service's 409 and logs nothing more", async () => {
    await expect(
      decide({ number: SETTLED, resolution: 'decline', reason: 'The packet was opened after delivery' }),
    ).rejects.toMatchObject({ kind: 'CONFLICT', message: expect.stringContaining('settled already') });
    expect(await audit()).toHaveLength(1);
  });

  it('refuses a decline without a reason and a non-admin before asking the order service', async () => {
    FakeIssuesController.asked = [];
    await expect(decide({ number: NUMBER, resolution: 'decline' })).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(decide({ number: NUMBER, resolution: 'refund', amount: 1 }, customer)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    expect(FakeIssuesController.asked).toEqual([]);
  });

  it('forwards the support queue', async () => {
    const { issues } = await command<{ issues: unknown[] }>(AdminModerationPatterns.supportQueue, {}, admin);
    expect(issues).toEqual([{ id: ISSUE_ID, number: NUMBER }]);
  });
});

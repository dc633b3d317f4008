import { newIssueNumber, newOrderNumber } from './order-number';

describe('order numbers', () => {
  it("carry India's date: an order placed at 00:30 IST on 28 Nov is TH-20261128-…", () => {
    expect(newOrderNumber(new Date('2026-11-27T19:00:00Z'))).toMatch(/^TH-20261128-[2-9A-HJ-NP-Z]{5}$/);
  });

  it('keep the same date until midnight in India', () => {
    expect(newOrderNumber(new Date('2026-11-28T18:29:59Z'))).toMatch(/^TH-20261128-/);
    expect(newOrderNumber(new Date('2026-11-28T18:30:00Z'))).toMatch(/^TH-20261129-/);
  });

  it("give tickets TK- numbers with India's date", () => {
    expect(newIssueNumber(new Date('2026-12-01T19:00:00Z'))).toMatch(/^TK-20261202-[2-9A-HJ-NP-Z]{5}$/);
  });
});

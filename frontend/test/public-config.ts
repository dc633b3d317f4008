import type { PublicConfig } from '@thindi/contracts';

/** GET /api/config as the gateway answers it with the default settings; override what the test is about. */
export function makePublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    success: true,
    upi: { vpa: 'thindi@upi', payeeName: 'Thindi' },
    unpaidOrderTimeoutHours: 24,
    paymentConfirmedBy: 'admin',
    returnWindowDays: 7,
    issueWindowDays: 7,
    payoutWeekday: 1,
    transitDays: {
      A: { min: 1, max: 2 },
      B: { min: 2, max: 3 },
      C: { min: 2, max: 4 },
      D: { min: 4, max: 6 },
      E: { min: 6, max: 9 },
    },
    policyVersion: '2026-12-01',
    grievanceOfficer: {
      name: 'Lakshmi Narayanan',
      designation: 'Grievance Officer',
      email: 'grievance@thindi.example',
      phone: '+91 80 4567 8900',
    },
    ...overrides,
  };
}

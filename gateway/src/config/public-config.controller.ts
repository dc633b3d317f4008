import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { publicConfigSchema, type PublicConfig } from '@thindi/contracts';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import { ApiBodies } from '../http/openapi';

/**
 * The settings the SPA shows to everyone: where UPI payments go, how long an order may stay unpaid, who marks a
 * payment received, the return window, payout weekday and transit days the policy and selling pages state, the
 * policy version a shopper agrees to at checkout, and the grievance officer every page names.
 */
@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({
    summary:
      "The platform's UPI address and payee name, the hours an unpaid UPI order is kept, who marks a payment " +
      'received, the return window, the days a problem may be reported after delivery, the weekday sellers are ' +
      'paid, the transit days by delivery zone, the version of the terms and the return and refund policy a ' +
      'shopper agrees to, and the grievance officer',
  })
  @ApiBodies({
    response: publicConfigSchema,
    description:
      '{ success, upi: { vpa, payeeName }, unpaidOrderTimeoutHours, paymentConfirmedBy, returnWindowDays, ' +
      'issueWindowDays, payoutWeekday, transitDays, policyVersion, grievanceOfficer: { name, designation, email, ' +
      'phone } }',
  })
  get(): PublicConfig {
    const c = this.config;
    return {
      success: true,
      upi: { vpa: c.UPI_VPA, payeeName: c.UPI_PAYEE_NAME },
      unpaidOrderTimeoutHours: c.UNPAID_ORDER_TIMEOUT_HOURS,
      paymentConfirmedBy: c.PAYMENT_CONFIRMED_BY,
      returnWindowDays: c.RETURN_WINDOW_DAYS,
      issueWindowDays: c.ISSUE_WINDOW_DAYS,
      payoutWeekday: c.PAYOUT_WEEKDAY,
      transitDays: c.DELIVERY_TRANSIT_DAYS,
      policyVersion: c.POLICY_VERSION,
      grievanceOfficer: {
        name: c.GRIEVANCE_OFFICER_NAME,
        designation: c.GRIEVANCE_OFFICER_DESIGNATION,
        email: c.GRIEVANCE_OFFICER_EMAIL,
        phone: c.GRIEVANCE_OFFICER_PHONE,
      },
    };
  }
}

import {
  codeMailSchema,
  COMPLAINT_FILED_MAIL_JOB,
  complaintFiledMailSchema,
  FOOD_LICENCE_MAIL_JOB,
  foodFactsHeldMailSchema,
  foodLicenceMailSchema,
  ISSUE_ANSWERED_MAIL_JOB,
  ISSUE_ESCALATED_MAIL_JOB,
  ISSUE_OPENED_MAIL_JOB,
  ISSUE_SETTLED_MAIL_JOB,
  REPLACEMENT_SHIPPED_MAIL_JOB,
  replacementShippedMailSchema,
  issueAnsweredMailSchema,
  issueEscalatedMailSchema,
  issueSettledMailSchema,
  MailJobs,
  orderConfirmationMailSchema,
  orderStatusMailSchema,
  passwordChangedMailSchema,
  productDeactivatedMailSchema,
  reviewRequestMailSchema,
  reviewHiddenMailSchema,
  sellerDecisionMailSchema,
  sellerIssueOpenedMailSchema,
  sellerNewOrderMailSchema,
  sellerPartCancelledMailSchema,
  sellerRegisteredMailSchema,
  sellerSignupAttemptMailSchema,
  signupAttemptMailSchema,
  welcomeMailSchema,
} from '@thindi/contracts';
import type { z } from 'zod';
import { renderCodeMail } from './code.template';
import { renderFoodFactsHeldMail } from './food-facts-held.template';
import { renderSellerIssueOpenedMail } from './issue-opened.template';
import {
  renderComplaintFiledMail,
  renderReplacementShippedMail,
  renderIssueAnsweredMail,
  renderIssueEscalatedMail,
  renderIssueSettledMail,
} from './issue-answers.templates';
import type { MailSite, RenderedMail } from './layout';
import { renderOrderConfirmationMail } from './order-confirmation.template';
import { renderOrderStatusMail, renderSellerNewOrderMail, renderSellerPartCancelledMail } from './order.templates';
import {
  renderSellerApprovedMail,
  renderSellerDeactivatedMail,
  renderSellerRejectedMail,
} from './seller-decision.templates';
import { renderPasswordChangedMail } from './password-changed.template';
import { renderReviewRequestMail } from './review-request.template';
import { renderReviewHiddenMail } from './review-hidden.template';
import { renderProductDeactivatedMail } from './product-deactivated.template';
import { renderFoodLicenceMail } from './seller-food-licence.template';
import { renderSellerRegisteredMail, renderSellerSignupAttemptMail } from './seller-registered.template';
import { renderSignupAttemptMail } from './signup-attempt.template';
import { renderWelcomeMail } from './welcome.template';

interface Template<S extends z.ZodType<{ to: string }>> {
  schema: S;
  render: (data: z.output<S>, site: MailSite) => RenderedMail;
}
const template = <S extends z.ZodType<{ to: string }>>(
  schema: S,
  render: (data: z.output<S>, site: MailSite) => RenderedMail,
): Template<S> => ({
  schema,
  render,
});

const TEMPLATES: Record<string, Template<z.ZodType<{ to: string }>>> = {
  [MailJobs.signupCode]: template(codeMailSchema, (d) => renderCodeMail('signup', d)),
  [MailJobs.loginCode]: template(codeMailSchema, (d) => renderCodeMail('login', d)),
  [MailJobs.signupAttempt]: template(signupAttemptMailSchema, renderSignupAttemptMail),
  [MailJobs.sellerEmailCode]: template(codeMailSchema, (d) => renderCodeMail('seller-email', d)),
  [MailJobs.sellerSignupAttempt]: template(sellerSignupAttemptMailSchema, renderSellerSignupAttemptMail),
  [MailJobs.welcome]: template(welcomeMailSchema, renderWelcomeMail),
  [MailJobs.passwordResetCode]: template(codeMailSchema, (d) => renderCodeMail('reset', d)),
  [MailJobs.passwordChanged]: template(passwordChangedMailSchema, renderPasswordChangedMail),
  [MailJobs.sellerRegistered]: template(sellerRegisteredMailSchema, renderSellerRegisteredMail),
  [MailJobs.sellerApproved]: template(sellerDecisionMailSchema, renderSellerApprovedMail),
  [MailJobs.sellerRejected]: template(sellerDecisionMailSchema.required({ reason: true }), renderSellerRejectedMail),
  [MailJobs.sellerDeactivated]: template(sellerDecisionMailSchema, renderSellerDeactivatedMail),
  [MailJobs.orderConfirmation]: template(orderConfirmationMailSchema, renderOrderConfirmationMail),
  [MailJobs.sellerNewOrder]: template(sellerNewOrderMailSchema, renderSellerNewOrderMail),
  [MailJobs.sellerPartCancelled]: template(sellerPartCancelledMailSchema, renderSellerPartCancelledMail),
  [MailJobs.orderShipped]: template(orderStatusMailSchema, (d) => renderOrderStatusMail('shipped', d)),
  [MailJobs.orderDelivered]: template(orderStatusMailSchema, (d) => renderOrderStatusMail('delivered', d)),
  [MailJobs.orderCancelled]: template(orderStatusMailSchema, (d) => renderOrderStatusMail('cancelled', d)),
  [MailJobs.orderReturned]: template(orderStatusMailSchema, (d) => renderOrderStatusMail('returned', d)),
  [MailJobs.reviewRequest]: template(reviewRequestMailSchema, renderReviewRequestMail),
  [MailJobs.reviewHidden]: template(reviewHiddenMailSchema, renderReviewHiddenMail),
  [MailJobs.productDeactivated]: template(productDeactivatedMailSchema, renderProductDeactivatedMail),
  [MailJobs.foodFactsHeld]: template(foodFactsHeldMailSchema, renderFoodFactsHeldMail),
  [FOOD_LICENCE_MAIL_JOB]: template(foodLicenceMailSchema, renderFoodLicenceMail),
  [ISSUE_OPENED_MAIL_JOB]: template(sellerIssueOpenedMailSchema, renderSellerIssueOpenedMail),
  [ISSUE_ANSWERED_MAIL_JOB]: template(issueAnsweredMailSchema, renderIssueAnsweredMail),
  [ISSUE_SETTLED_MAIL_JOB]: template(issueSettledMailSchema, renderIssueSettledMail),
  [ISSUE_ESCALATED_MAIL_JOB]: template(issueEscalatedMailSchema, renderIssueEscalatedMail),
  [COMPLAINT_FILED_MAIL_JOB]: template(complaintFiledMailSchema, renderComplaintFiledMail),
  [REPLACEMENT_SHIPPED_MAIL_JOB]: template(replacementShippedMailSchema, renderReplacementShippedMail),
};

export type RenderResult = { ok: true; to: string; mail: RenderedMail } | { ok: false; reason: string };

/**
 * The mail of one job, or why it cannot be made (unknown job, bad data): retrying would not help. `site` gives the
 * shop's address for the mails that link to its pages.
 */
export function renderMail(jobName: string, data: unknown, site: MailSite = {}): RenderResult {
  const entry = TEMPLATES[jobName];
  if (!entry) return { ok: false, reason: `unknown mail job ${jobName}` };
  const parsed = entry.schema.safeParse(data);
  if (!parsed.success) return { ok: false, reason: `bad data for mail job ${jobName}` };
  return { ok: true, to: parsed.data.to, mail: entry.render(parsed.data, site) };
}

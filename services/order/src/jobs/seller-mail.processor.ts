import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ErrorCodes,
  ISSUE_OPENED_MAIL_JOB,
  MAIL_QUEUE,
  MailJobs,
  ORDER_SELLER_MAIL_QUEUE,
  OrderJobs,
  SELLER_ISSUE_NOTICE_JOB,
  SellerPatterns,
  sellerIssueNoticeJobSchema,
  sellerNewOrderJobSchema,
  sellerIssueOpenedJobSchema,
  sellerPartCancelledJobSchema,
  type SellerIssueOpenedMail,
  type SellerMeResponse,
  type SellerNewOrderMail,
  type SellerPartCancelledMail,
} from '@thindi/contracts';
import { DomainError, JOB_QUEUE, LOGGER, ServiceClient, type JobQueue, type Logger } from '@thindi/platform';

/** A seller's contact is used for this long: a seller who changes its address gets new mail there after it. */
const KEEP_CONTACT_MS = 60_000;
/** The most contacts kept; the oldest is forgotten first. */
const MAX_CONTACTS = 5_000;

/**
 * Turns a seller's new-order, part-cancelled or ticket notice (written to the outbox with the change) into its mail: the
 * order keeps no seller contact details, so the address is asked of the seller service here, off the shopper's
 * request, and kept for a minute (a busy seller's orders cost one read, not one each). A seller service that does
 * not answer fails the job, which is retried; the mail's job id is the notice, order and seller, so a retry never
 * mails twice.
 */
@Injectable()
export class SellerMailProcessor implements OnModuleInit {
  private readonly contacts = new Map<string, { me: Promise<SellerMeResponse | undefined>; until: number }>();

  constructor(
    private readonly client: ServiceClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(ORDER_SELLER_MAIL_QUEUE, (data, { name }) => this.process(data, name));
  }

  async process(data: unknown, name: string = OrderJobs.sellerNewOrder): Promise<void> {
    if (name === OrderJobs.sellerIssueOpened) {
      const { orderId, sellerId, ...notice } = sellerIssueOpenedJobSchema.parse(data);
      // One mail per ticket: an order's part may have more than one.
      const once = `${orderId}-${notice.issueNumber}`;
      await this.mail(once, sellerId, ISSUE_OPENED_MAIL_JOB, (to, businessName) => {
        const mail: SellerIssueOpenedMail = { to, businessName, ...notice };
        return mail;
      });
      return;
    }
    if (name === SELLER_ISSUE_NOTICE_JOB) {
      const { orderId, sellerId, mail, notice } = sellerIssueNoticeJobSchema.parse(data);
      // One mail of each kind per ticket: it is settled once and escalated once.
      await this.mail(`${orderId}-${notice.issueNumber}`, sellerId, mail, (to, businessName) => ({
        to,
        name: businessName,
        ...notice,
      }));
      return;
    }
    if (name === OrderJobs.sellerPartCancelled) {
      const { orderId, sellerId, ...notice } = sellerPartCancelledJobSchema.parse(data);
      await this.mail(orderId, sellerId, MailJobs.sellerPartCancelled, (to, businessName) => {
        const mail: SellerPartCancelledMail = { to, businessName, ...notice };
        return mail;
      });
      return;
    }
    const { orderId, sellerId, ...notice } = sellerNewOrderJobSchema.parse(data);
    await this.mail(orderId, sellerId, MailJobs.sellerNewOrder, (to, businessName) => {
      const mail: SellerNewOrderMail = { to, businessName, ...notice };
      return mail;
    });
  }

  /**
   * Queues the mail `job` to the seller's address, once per notice (the order, or the order and ticket) and seller;
   * none to an address never proven.
   */
  private async mail(
    noticeId: string,
    sellerId: string,
    job: string,
    build: (to: string, businessName: string) => { to: string },
  ): Promise<void> {
    const me = await this.contactOf(sellerId);
    if (!me) {
      this.logger.warn({ noticeId, sellerId, job }, 'seller mail dropped: the seller no longer exists');
      return;
    }
    if (me.seller.emailVerified === false) {
      // The address was never proven: it gets no mail but its code (the order shows in the dashboard).
      this.logger.info({ noticeId, sellerId, job }, 'seller mail not sent: the seller has not proven its e-mail');
      return;
    }
    await this.jobs.add(MAIL_QUEUE, job, build(me.seller.email, me.seller.businessName), {
      jobId: `${job}-${noticeId}-${sellerId}`,
    });
  }

  /** The seller's contact, read once a minute at most (concurrent jobs share one read); a failed read is not kept. */
  private contactOf(sellerId: string): Promise<SellerMeResponse | undefined> {
    const now = Date.now();
    const kept = this.contacts.get(sellerId);
    if (kept && kept.until > now) return kept.me;
    const principal = { id: sellerId, role: 'seller' as const, email: '' };
    const me = this.client
      .query<SellerMeResponse>(SellerPatterns.me, { principal, input: {} })
      .catch((err: unknown) => {
        // A seller that no longer exists has nobody to mail (the seller service answers its own "me" for a removed
        // account as an ended session); retrying cannot bring it back. Anything else is retried.
        if (err instanceof DomainError && (err.kind === ErrorCodes.notFound || err.code === 'AUTH.SESSION_ENDED'))
          return undefined;
        throw err;
      });
    this.contacts.delete(sellerId);
    if (this.contacts.size >= MAX_CONTACTS) this.contacts.delete(this.contacts.keys().next().value!);
    this.contacts.set(sellerId, { me, until: now + KEEP_CONTACT_MS });
    me.then(
      (found) => !found && this.contacts.delete(sellerId),
      () => this.contacts.delete(sellerId),
    );
    return me;
  }
}

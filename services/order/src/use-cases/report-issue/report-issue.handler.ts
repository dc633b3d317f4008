import { Inject, Injectable } from '@nestjs/common';
import {
  ISSUE_ACKNOWLEDGE_HOURS,
  ISSUE_RESOLVE_DAYS,
  MediaPatterns,
  reviewPhotoKeyOf,
  type IssueResponse,
  type OwnedFilesResponse,
  type Principal,
  type ReportIssueInput,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, ServiceClient, UnitOfWork, type AppConfig } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { IssuesRepository } from '../../db/issues.repository';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository } from '../../db/orders.repository';
import type { OrderRow, ReportedIssueRow } from '../../db/schema';
import { drawingNumbers, violatedUniqueIndex } from '../../db/unique-violation';
import { checkIssue, issueValuePaise, type CheckedIssue } from '../../domain/issue-rules';
import { toIssue } from '../../domain/issue-view';
import { OrderNumbers } from '../../domain/order-number';
import { issueOpenedNotices } from '../../messaging/issue-notices';

const HOUR_MS = 3600_000;

const photoRefused = () =>
  DomainError.validation(
    'Photos must be ones you uploaded for this report (POST /api/reviews/photos)',
    'ORDER.ISSUE_PHOTO_REFUSED',
  );

/**
 * A shopper reports a problem with lines of one seller's part of their order: checked against the
 * order (domain/issue-rules.ts), then written with its lines and order.issue-opened in one transaction. A line
 * has one open ticket at most, which the database keeps however many reports race (issue_lines_open_key).
 */
@Injectable()
export class ReportIssueHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly issues: IssuesRepository,
    private readonly numbers: OrderNumbers,
    private readonly client: ServiceClient,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async execute(principal: Principal, input: ReportIssueInput): Promise<IssueResponse> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Please sign in as a customer to report a problem');
    const stored = await this.orders.findById(input.orderId);
    if (!stored || stored.order.customerId !== principal.id)
      throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    const now = new Date();
    const checked = checkIssue(stored, input, now, this.config.ISSUE_WINDOW_DAYS);
    const photos = await this.claimPhotos(principal, input.photos);
    const issue = await this.insert(principal, input, checked, photos, stored.order, now);
    return { success: true, issue: toIssue(issue, now) };
  }

  /** The photos' keys, each one a review photo this shopper uploaded; the media service keeps them from now on. */
  private async claimPhotos(principal: Principal, photos: string[]): Promise<string[]> {
    const keys = photos.map((photo) => reviewPhotoKeyOf(photo));
    if (keys.length === 0) return [];
    if (keys.some((key) => key === undefined) || new Set(keys).size !== keys.length) throw photoRefused();
    const { owned } = await this.client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, {
      principal,
      input: { keys },
    });
    if (keys.some((key) => !owned.includes(key!))) throw photoRefused();
    return keys as string[];
  }

  private async insert(
    principal: Principal,
    input: ReportIssueInput,
    { part, lines }: CheckedIssue,
    photos: string[],
    { orderNumber, items }: OrderRow,
    now: Date,
  ): Promise<ReportedIssueRow> {
    const id = randomUUID();
    const valuePaise = issueValuePaise(items, lines);
    const at = now.toISOString();
    const attempt = () => {
      const issue = {
        id,
        number: this.numbers.nextIssue(now),
        orderId: input.orderId,
        orderNumber,
        customerId: principal.id,
        sellerId: part.sellerId,
        sellerName: part.sellerName,
        kind: input.kind,
        status: 'open' as const,
        lines,
        description: input.description,
        photos,
        valuePaise,
        refundUpiId: input.refundUpiId ?? null,
        acknowledgeBy: new Date(now.getTime() + ISSUE_ACKNOWLEDGE_HOURS * HOUR_MS),
        resolveBy: new Date(now.getTime() + ISSUE_RESOLVE_DAYS * 24 * HOUR_MS),
        history: [{ status: 'open' as const, at, by: 'shopper' as const, note: 'Problem reported' }],
        createdAt: now,
        updatedAt: now,
      };
      const rows = lines.map((line) => ({ issueId: id, orderId: input.orderId, ...line }));
      return this.unitOfWork.run(async (tx, events) => {
        // Written with its order, its seller and the kind reported.
        const row = (await this.issues.insert(tx, issue, rows)) as ReportedIssueRow;
        events.add(...issueOpenedNotices(row));
        return row;
      });
    };
    try {
      return await drawingNumbers('issues_number_key', attempt);
    } catch (err) {
      if (violatedUniqueIndex(err) === 'issue_lines_open_key') throw await this.alreadyOpen(input.orderId, lines);
      throw err;
    }
  }

  /** The refusal of a line that already has an open ticket, naming the line and the ticket. */
  private async alreadyOpen(orderId: string, lines: CheckedIssue['lines']): Promise<DomainError> {
    for (const line of lines) {
      const number = await this.issues.openOn(orderId, line.productId, line.variantId);
      const name = [line.name, line.packLabel].filter(Boolean).join(' ');
      if (number)
        return DomainError.conflict(
          `${name} already has an open ticket, ${number}: it is being looked into`,
          'ORDER.ISSUE_ALREADY_OPEN',
        );
    }
    return DomainError.conflict('A line you named already has an open ticket', 'ORDER.ISSUE_ALREADY_OPEN');
  }
}

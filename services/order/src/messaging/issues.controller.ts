import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  fileComplaintBodySchema,
  issueAnswerSchema,
  issueDecideSchema,
  replacementMoveSchema,
  issueEscalateSchema,
  issueAcceptSchema,
  issueNumberSchema,
  issueQueueQuerySchema,
  OrderPatterns,
  reportIssueSchema,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseAuthed, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { AcceptIssueHandler } from '../use-cases/issue-moves/accept-issue.handler';
import { AnswerIssueHandler } from '../use-cases/issue-moves/answer-issue.handler';
import { DecideIssueHandler } from '../use-cases/issue-moves/decide-issue.handler';
import { EscalateIssueHandler } from '../use-cases/issue-moves/escalate-issue.handler';
import { MoveReplacementHandler } from '../use-cases/issue-moves/move-replacement.handler';
import { FileComplaintHandler } from '../use-cases/file-complaint/file-complaint.handler';
import { ReadIssuesHandler } from '../use-cases/read-issues/read-issues.handler';
import { ReportIssueHandler } from '../use-cases/report-issue/report-issue.handler';

/**
 * Tickets: a shopper reports a problem with a part of their order, the seller answers, the shopper accepts or
 * escalates, the grievance officer (the admin) decides; a shopper's complaint not about one order goes straight to the
 * officer, who answers it; each reads the tickets that are theirs.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class IssuesController {
  constructor(
    private readonly report: ReportIssueHandler,
    private readonly read: ReadIssuesHandler,
    private readonly answer: AnswerIssueHandler,
    private readonly accept: AcceptIssueHandler,
    private readonly escalate: EscalateIssueHandler,
    private readonly decide: DecideIssueHandler,
    private readonly complain: FileComplaintHandler,
    private readonly replacement: MoveReplacementHandler,
  ) {}

  @MessagePattern(OrderPatterns.reportIssue)
  reportIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(reportIssueSchema, payload, FIRST_ISSUE_ONLY);
    return this.report.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.fileComplaint)
  fileComplaint(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(fileComplaintBodySchema, payload, FIRST_ISSUE_ONLY);
    return this.complain.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.getIssue)
  issue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueNumberSchema, payload, FIRST_ISSUE_ONLY);
    return this.read.one(principal, input.number);
  }

  @MessagePattern(OrderPatterns.listMyIssues)
  mine(@Payload() payload: unknown) {
    return this.read.mine(parseAuthed(z.object({}), payload, FIRST_ISSUE_ONLY).principal);
  }

  @MessagePattern(OrderPatterns.sellerIssues)
  ofSeller(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueQueueQuerySchema, payload, FIRST_ISSUE_ONLY);
    return this.read.ofSeller(principal, input);
  }

  @MessagePattern(OrderPatterns.issueQueue)
  queue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueQueueQuerySchema, payload, FIRST_ISSUE_ONLY);
    return this.read.queue(principal, input);
  }

  @MessagePattern(OrderPatterns.answerIssue)
  answerIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueAnswerSchema, payload, FIRST_ISSUE_ONLY);
    return this.answer.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.acceptIssue)
  acceptIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueAcceptSchema, payload, FIRST_ISSUE_ONLY);
    return this.accept.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.escalateIssue)
  escalateIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueEscalateSchema, payload, FIRST_ISSUE_ONLY);
    return this.escalate.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.decideIssue)
  decideIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(issueDecideSchema, payload, FIRST_ISSUE_ONLY);
    return this.decide.execute(principal, input);
  }

  @MessagePattern(OrderPatterns.moveReplacement)
  moveReplacement(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(replacementMoveSchema, payload, FIRST_ISSUE_ONLY);
    return this.replacement.execute(principal, input);
  }
}

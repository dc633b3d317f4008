import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { issueNumberSchema, OrderPatterns, reportIssueSchema } from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseAuthed, RpcErrorFilter } from '@thindi/platform';
import { z } from 'zod';
import { ReadIssuesHandler } from '../use-cases/read-issues/read-issues.handler';
import { ReportIssueHandler } from '../use-cases/report-issue/report-issue.handler';

/** Tickets: a shopper reports a problem with a part of their order, and reads their tickets (the admin any). */
@Controller()
@UseFilters(RpcErrorFilter)
export class IssuesController {
  constructor(
    private readonly report: ReportIssueHandler,
    private readonly read: ReadIssuesHandler,
  ) {}

  @MessagePattern(OrderPatterns.reportIssue)
  reportIssue(@Payload() payload: unknown) {
    const { principal, input } = parseAuthed(reportIssueSchema, payload, FIRST_ISSUE_ONLY);
    return this.report.execute(principal, input);
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
}

import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '@thindi/platform';
import { IssuesRepository } from '../db/issues.repository';
import { ORDER_CLOCK, type Clock } from '../order.constants';

/**
 * `thindi_tickets_overdue`: shoppers' tickets past a grievance deadline (unanswered past the 48 hours, or unsettled
 * past the month), counted when Prometheus scrapes.
 */
@Injectable()
export class IssueMetrics implements OnModuleInit, OnApplicationShutdown {
  private unregister: (() => void) | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly issues: IssuesRepository,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.unregister = this.metrics.scrapedGauge(
      'thindi_tickets_overdue',
      "Shoppers' tickets unanswered past 48 hours or unsettled past 30 days",
      () => this.issues.countOverdue(this.clock.now()),
    );
  }

  onApplicationShutdown(): void {
    this.unregister?.();
  }
}

import { MAIL_QUEUE, MailJobs } from '@thindi/contracts';
import { DomainError, type JobQueue, type Logger, type ServiceClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { ReviewMailProcessor } from './review-mail.processor';

/** The auth service's answers to "who is this shopper", and the mail jobs the processor queued. */
function fakePlatform(answer: () => Promise<unknown>) {
  const queued: { queue: string; name: string; data: unknown; jobId?: string }[] = [];
  const platform = {
    client: { query: jest.fn(answer) },
    jobs: {
      add: jest.fn(
        async (queue: string, name: string, data: unknown, options?: { jobId?: string }) =>
          void queued.push({ queue, name, data, jobId: options?.jobId }),
      ),
    },
    logger: { warn: jest.fn(), info: jest.fn() },
  };
  return { platform, queued };
}

/** The processor on the fake ports. */
const processorOn = (platform: ReturnType<typeof fakePlatform>['platform']) =>
  new ReviewMailProcessor(
    platform.client as unknown as ServiceClient,
    platform.jobs as unknown as JobQueue,
    platform.logger as unknown as Logger,
  );

const notice = () => ({
  reviewId: randomUUID(),
  customerId: randomUUID(),
  productName: 'Ghee Mysore Pak',
  reason: 'Shares a phone number',
  hiddenAt: '2026-11-24T10:00:00.000Z',
});

describe('review-hidden mail', () => {
  it("is mailed to the author's address, even when they chose no offer e-mails", async () => {
    const user = { email: 'meena@example.in', firstName: 'Meena', preferences: { offerEmails: false } };
    const { platform, queued } = fakePlatform(async () => ({ success: true, user }));
    const job = notice();
    await processorOn(platform).process(job);
    expect(queued).toEqual([
      {
        queue: MAIL_QUEUE,
        name: MailJobs.reviewHidden,
        data: { to: 'meena@example.in', firstName: 'Meena', productName: 'Ghee Mysore Pak', reason: job.reason },
        jobId: `review-hidden-${job.reviewId}-${Date.parse(job.hiddenAt)}`,
      },
    ]);
  });

  it('is dropped, not retried, when the shopper account no longer exists', async () => {
    const gone = () => Promise.reject(DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED'));
    const { platform, queued } = fakePlatform(gone);
    await expect(processorOn(platform).process(notice())).resolves.toBeUndefined();
    expect(queued).toEqual([]);
  });

  it('fails (so the queue retries it) when the auth service cannot answer', async () => {
    const down = () => Promise.reject(DomainError.unavailable('auth service did not answer'));
    const { platform, queued } = fakePlatform(down);
    await expect(processorOn(platform).process(notice())).rejects.toThrow('did not answer');
    expect(queued).toEqual([]);
  });
});

import { AuthPatterns, MAIL_QUEUE, MailJobs, type ReviewRequestJob } from '@thindi/contracts';
import { DomainError, type JobQueue, type Logger, type ServiceClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { ReviewRequestProcessor } from './review-request.processor';

/**
 * The auth service's answers to "who is this shopper", the catalog's to "which products are reviewed" (none unless
 * given), and the mail jobs the processor queued.
 */
function fakePlatform(
  answer: () => Promise<unknown>,
  reviewed: () => Promise<unknown> = async () => ({ reviewed: [] }),
) {
  const queued: { queue: string; name: string; data: unknown; options: unknown }[] = [];
  const platform = {
    client: { query: jest.fn((pattern: string) => (pattern === AuthPatterns.me ? answer() : reviewed())) },
    jobs: {
      add: jest.fn(async (queue: string, name: string, data: unknown, options: unknown) => {
        queued.push({ queue, name, data, options });
      }),
    },
    logger: { warn: jest.fn(), info: jest.fn() },
  };
  return { platform, queued };
}

/** The processor on the fake ports. */
const processorOn = (platform: ReturnType<typeof fakePlatform>['platform']) =>
  new ReviewRequestProcessor(
    platform.client as unknown as ServiceClient,
    platform.jobs as unknown as JobQueue,
    platform.logger as unknown as Logger,
  );

const request = (): ReviewRequestJob => ({
  orderId: randomUUID(),
  sellerId: randomUUID(),
  customerId: randomUUID(),
  orderNumber: 'ORD-20261124-0001',
  products: [
    { productId: randomUUID(), name: 'Ghee Mysore Pak' },
    { productId: randomUUID(), name: 'Ribbon Pakoda' },
  ],
});
const shopper = (overrides: { isActive?: boolean; orderEmails?: boolean } = {}) => ({
  success: true,
  user: {
    email: 'meena@example.in',
    firstName: 'Meena',
    isActive: overrides.isActive ?? true,
    preferences: { orderEmails: overrides.orderEmails ?? true, offerEmails: false },
  },
});

describe('review request mail', () => {
  it("is mailed to the shopper's current address, once per order and seller", async () => {
    const { platform, queued } = fakePlatform(async () => shopper());
    const job = request();
    await processorOn(platform).process(job);
    expect(queued).toEqual([
      {
        queue: MAIL_QUEUE,
        name: MailJobs.reviewRequest,
        data: { to: 'meena@example.in', firstName: 'Meena', orderNumber: job.orderNumber, products: job.products },
        options: { jobId: `review-request-${job.orderId}-${job.sellerId}` },
      },
    ]);
  });

  it('leaves out the products already reviewed for the order, and is not sent when all are', async () => {
    const job = request();
    const [pak, pakoda] = job.products;
    const some = fakePlatform(
      async () => shopper(),
      async () => ({ reviewed: [pak.productId] }),
    );
    await processorOn(some.platform).process(job);
    expect(some.queued.map((q) => (q.data as { products: unknown }).products)).toEqual([[pakoda]]);
    const all = fakePlatform(
      async () => shopper(),
      async () => ({ reviewed: [pak.productId, pakoda.productId] }),
    );
    await processorOn(all.platform).process(job);
    expect(all.queued).toEqual([]);
  });

  it('asks about every product when the catalog cannot say which are reviewed', async () => {
    const job = request();
    const down = () => Promise.reject(DomainError.unavailable('catalog service did not answer'));
    const { platform, queued } = fakePlatform(async () => shopper(), down);
    await processorOn(platform).process(job);
    expect(queued.map((q) => (q.data as { products: unknown }).products)).toEqual([job.products]);
  });

  it('is not sent to a shopper who turned order e-mails off', async () => {
    const { platform, queued } = fakePlatform(async () => shopper({ orderEmails: false }));
    await processorOn(platform).process(request());
    expect(queued).toEqual([]);
  });

  it('is dropped, not retried, when the account is switched off or no longer exists', async () => {
    const off = fakePlatform(async () => shopper({ isActive: false }));
    await processorOn(off.platform).process(request());
    const gone = () => Promise.reject(DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED'));
    const removed = fakePlatform(gone);
    await expect(processorOn(removed.platform).process(request())).resolves.toBeUndefined();
    expect([...off.queued, ...removed.queued]).toEqual([]);
  });

  it('fails (so the queue retries it) when the auth service cannot answer', async () => {
    const down = () => Promise.reject(DomainError.unavailable('auth service did not answer'));
    const { platform, queued } = fakePlatform(down);
    await expect(processorOn(platform).process(request())).rejects.toThrow('did not answer');
    expect(queued).toEqual([]);
  });
});

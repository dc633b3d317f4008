import { FinanceSourcePatterns, MAIL_QUEUE, MailJobs } from '@thindi/contracts';
import { DomainError, type JobQueue, type Logger, type ServiceClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellerMailProcessor } from './seller-mail.processor';

/** The seller service's answers to "who is this seller", and the mail jobs the processor queued. */
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
  new SellerMailProcessor(
    platform.client as unknown as ServiceClient,
    platform.jobs as unknown as JobQueue,
    platform.logger as unknown as Logger,
  );

const notice = () => ({
  productId: randomUUID(),
  sellerId: randomUUID(),
  productName: 'Ghee Mysore Pak',
  reason: 'The photos show another product',
  deactivatedAt: '2026-11-24T10:00:00.000Z',
});
const profile = (email: string | null) => ({ sellerId: 'x', businessName: 'Mysuru Mithai Mane', email });

describe('product-deactivated mail', () => {
  it("is mailed to the seller's address with the admin's reason, once per switching off", async () => {
    const { platform, queued } = fakePlatform(async () => ({ profiles: [profile('mithai@example.in')] }));
    const job = notice();
    await processorOn(platform).process(job);
    expect(platform.client.query).toHaveBeenCalledWith(FinanceSourcePatterns.sellerProfiles, {
      sellerIds: [job.sellerId],
    });
    expect(queued).toEqual([
      {
        queue: MAIL_QUEUE,
        name: MailJobs.productDeactivated,
        data: {
          to: 'mithai@example.in',
          businessName: 'Mysuru Mithai Mane',
          productName: 'Ghee Mysore Pak',
          reason: job.reason,
        },
        jobId: `product-deactivated-${job.productId}-${Date.parse(job.deactivatedAt)}`,
      },
    ]);
  });

  it('is dropped, not retried, when the seller has no e-mail or is unknown', async () => {
    const { platform, queued } = fakePlatform(async () => ({ profiles: [] }));
    await expect(processorOn(platform).process(notice())).resolves.toBeUndefined();
    expect(queued).toEqual([]);
  });

  it('fails (so the queue retries it) when the seller service cannot answer', async () => {
    const { platform, queued } = fakePlatform(() => Promise.reject(DomainError.unavailable('seller did not answer')));
    await expect(processorOn(platform).process(notice())).rejects.toThrow('did not answer');
    expect(queued).toEqual([]);
  });
});

describe('food-facts-held mail', () => {
  const held = () => ({
    sellerId: randomUUID(),
    products: [
      { productId: randomUUID(), name: 'Kara Sev', missing: ['diet', 'shelfLifeDays'] },
      { productId: randomUUID(), name: 'Thattai', missing: ['manufacturer'] },
    ],
    more: 3,
    heldAt: '2026-12-02T02:00:00.000Z',
  });

  it("is mailed to the seller's address listing its held products, once per sweep", async () => {
    const { platform, queued } = fakePlatform(async () => ({ profiles: [profile('mithai@example.in')] }));
    const job = held();
    await processorOn(platform).foodFactsHeld(job);
    await processorOn(platform).foodFactsHeld(job);
    expect(queued).toHaveLength(2);
    expect(queued[0]).toEqual({
      queue: MAIL_QUEUE,
      name: MailJobs.foodFactsHeld,
      data: { to: 'mithai@example.in', businessName: 'Mysuru Mithai Mane', products: job.products, more: 3 },
      jobId: `food-facts-held-${job.sellerId}-${Date.parse(job.heldAt)}-${job.products[0]!.productId}`,
    });
    // A retried notice queues the same job id, which the queue keeps once.
    expect(queued[1]!.jobId).toBe(queued[0]!.jobId);
  });

  it('is dropped when the seller has no e-mail, and refused when it names no product', async () => {
    const { platform, queued } = fakePlatform(async () => ({ profiles: [profile(null)] }));
    await expect(processorOn(platform).foodFactsHeld(held())).resolves.toBeUndefined();
    await expect(processorOn(platform).foodFactsHeld({ ...held(), products: [] })).rejects.toThrow();
    expect(queued).toEqual([]);
  });
});

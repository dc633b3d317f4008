import { MAIL_QUEUE, MailJobs, OrderJobs } from '@thindi/contracts';
import { DomainError, type JobQueue, type Logger, type ServiceClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { SellerMailProcessor } from './seller-mail.processor';

/** The seller service's answers to "who is this seller", and the mail jobs the processor queued. */
function fakePlatform(answer: () => Promise<unknown>) {
  const queued: { queue: string; name: string; data: unknown }[] = [];
  const platform = {
    client: { query: jest.fn(answer) },
    jobs: {
      add: jest.fn(async (queue: string, name: string, data: unknown) => void queued.push({ queue, name, data })),
    },
    logger: { warn: jest.fn(), info: jest.fn() },
  };
  return { platform, queued, query: platform.client.query };
}

/** The processor on the fake ports. */
const processorOn = (platform: ReturnType<typeof fakePlatform>['platform']) =>
  new SellerMailProcessor(
    platform.client as unknown as ServiceClient,
    platform.jobs as unknown as JobQueue,
    platform.logger as unknown as Logger,
  );

const notice = () => ({
  orderId: randomUUID(),
  sellerId: randomUUID(),
  orderNumber: 'ORD-20261124-0001',
  customerName: 'Meena Iyer',
  lines: [{ name: 'Ghee Mysore Pak', quantity: 2, price: 240, weight: '250g' }],
  sellerSubtotal: 480,
});

describe('seller new-order mail', () => {
  it('is mailed to the seller service’s address for the seller', async () => {
    const seller = { email: 'amma@example.in', businessName: 'Amma Sweets', emailVerified: true };
    const { platform, queued } = fakePlatform(async () => ({ success: true, seller }));
    await processorOn(platform).process(notice());
    expect(queued).toEqual([
      expect.objectContaining({
        queue: MAIL_QUEUE,
        name: MailJobs.sellerNewOrder,
        data: expect.objectContaining({ to: seller.email }),
      }),
    ]);
  });

  it("tells the seller its part was cancelled, with the shopper's reason, once per order and seller", async () => {
    const seller = { email: 'amma@example.in', businessName: 'Amma Sweets', emailVerified: true };
    const { platform } = fakePlatform(async () => ({ success: true, seller }));
    const { sellerSubtotal: _share, ...lines } = notice();
    await processorOn(platform).process({ ...lines, reason: 'Ordered by mistake' }, OrderJobs.sellerPartCancelled);
    expect(platform.jobs.add).toHaveBeenCalledWith(
      MAIL_QUEUE,
      MailJobs.sellerPartCancelled,
      expect.objectContaining({ to: seller.email, businessName: 'Amma Sweets', reason: 'Ordered by mistake' }),
      { jobId: `seller-part-cancelled-${lines.orderId}-${lines.sellerId}` },
    );
  });

  it('is dropped, not retried, when the seller account no longer exists', async () => {
    const gone = () => Promise.reject(DomainError.unauthorized('This account no longer exists', 'AUTH.SESSION_ENDED'));
    const { platform, queued } = fakePlatform(gone);
    await expect(processorOn(platform).process(notice())).resolves.toBeUndefined();
    expect(queued).toEqual([]);
  });

  it('fails (so the queue retries it) when the seller service cannot answer', async () => {
    const down = () => Promise.reject(DomainError.unavailable('seller service did not answer'));
    const { platform, queued } = fakePlatform(down);
    await expect(processorOn(platform).process(notice())).rejects.toThrow('did not answer');
    expect(queued).toEqual([]);
  });
});

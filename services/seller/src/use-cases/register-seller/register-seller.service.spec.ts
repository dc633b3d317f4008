import { MAIL_QUEUE, MailJobs, SellerEvents, SellerPatterns, type SellerAuthResponse } from '@thindi/contracts';
import { runWithRequestId, type EventEnvelope, type InProcessEventBus, type Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { outbox, sellerTables } from '../../db/schema';
import { SellerModule } from '../../seller.module';

/** A registration's event and e-mail code mail leave through the seller outbox: delayed by an outage, never lost. */
describe('seller registration: its announcement goes through the outbox', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let brokerDown = false;
  const events: EventEnvelope[] = [];
  const mails: Array<{ name: string; requestId?: string }> = [];

  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const register = async (email: string) =>
    platform.client.command<SellerAuthResponse>(SellerPatterns.register, {
      registration: {
        businessName: 'Amma Snacks',
        ownerName: 'Lakshmi',
        email,
        password: 'Kara-Sev-2024',
        phone: '9876543210',
        businessType: 'individual',
        panNumber: 'ABCDE1234F',
        address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
        bankDetails: {
          accountNumber: '123456789012',
          ifscCode: 'SBIN0001234',
          accountHolderName: 'L',
          bankName: 'SBI',
        },
      },
      documents: { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() },
    });
  const waiting = () => platform.db.drizzle(sellerTables).select().from(outbox).orderBy(outbox.seq);

  beforeAll(async () => {
    service = await startServiceForTest(
      'seller',
      { module: SellerModule, controllers: [FakeMediaController] },
      {
        prepare: (p) => {
          const publish = p.events.publish.bind(p.events);
          p.events.publish = async (subject, data, options) => {
            if (brokerDown) throw new Error('broker down');
            return publish(subject, data, options);
          };
          void p.events.subscribe(SellerEvents.registered, {}, (e) => void events.push(e));
          void p.jobs.process(MAIL_QUEUE, async (_data, meta) => void mails.push(meta));
        },
      },
    );
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('registers a seller while the broker is down and announces it, with the request id, once it is back', async () => {
    brokerDown = true;
    const { seller } = await runWithRequestId('req-seller-1', () => register('outage@example.in'));
    expect((await waiting()).map((row) => row.topic)).toEqual([SellerEvents.registered, MAIL_QUEUE]);
    brokerDown = false;
    await waitUntil('the relay sent the announcement', async () => (await waiting()).length === 0);
    await (platform.events as InProcessEventBus).settle();
    expect(events).toEqual([
      expect.objectContaining({ requestId: 'req-seller-1', data: expect.objectContaining({ sellerId: seller.id }) }),
    ]);
    await waitUntil('the e-mail code mail was queued and run', () => mails.length > 0);
    expect(mails).toEqual([expect.objectContaining({ name: MailJobs.sellerEmailCode, requestId: 'req-seller-1' })]);
  });
});

import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MAIL_QUEUE, MailJobs } from '@thindi/contracts';
import {
  createLogger,
  loadConfig,
  Platform,
  PlatformModule,
  type LocalJobQueue,
  type MailMessage,
} from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NotificationModule } from './notification.module';

/** The notification module on PGlite: it takes mail jobs from the queue, sends them and logs them. */
describe('notification service', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-notification-'));
  let platform: Platform;
  let app: INestMicroservice;
  let send: jest.SpyInstance<Promise<void>, [MailMessage]>;

  const log = async (to: string) =>
    (await platform.db
      .drizzle({})
      .execute(sql`SELECT * FROM notification.mail_log WHERE "to" = ${to} ORDER BY created_at`)) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
  const idle = () => (platform.jobs as LocalJobQueue).idle();

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    send = jest.spyOn(platform.mailer, 'send');
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), NotificationModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('notification') });
    await app.listen();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends a code mail with the code in its text and logs it without the code', async () => {
    await platform.jobs.add(MAIL_QUEUE, MailJobs.loginCode, {
      to: 'meena@example.in',
      firstName: 'Meena',
      code: '314159',
      expiresInMinutes: 10,
    });
    await idle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'meena@example.in', text: expect.stringContaining('314159') }),
    );
    const { rows } = await log('meena@example.in');
    expect(rows).toEqual([
      expect.objectContaining({
        template: 'login-code',
        status: 'sent',
        attempts: 1,
        subject: 'Your Thindi sign-in code',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('314159');
  });

  it('retries a failed send and logs the attempt that worked', async () => {
    send.mockRejectedValueOnce(new Error('SMTP down'));
    await platform.jobs.add(MAIL_QUEUE, MailJobs.welcome, { to: 'ravi@example.in', firstName: 'Ravi' });
    await idle();
    expect((await log('ravi@example.in')).rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  }, 20_000);

  it('drops a job it cannot render instead of retrying it', async () => {
    send.mockClear();
    await platform.jobs.add(MAIL_QUEUE, MailJobs.signupCode, { to: 'broken@example.in' });
    await idle();
    expect(send).not.toHaveBeenCalled();
  });
});

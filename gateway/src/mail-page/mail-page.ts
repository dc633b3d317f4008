import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a laptop's mails can be read: `/dev/mail`, standalone without SMTP_URL only. */
export const MAIL_PAGE_PATH = '/dev/mail';
const SHOWN = 30;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The socket's own address, never a forwarded one: the page is for the person at this machine. */
const fromThisMachine = (req: FastifyRequest) => {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
};

/** The newest mails of the outbox folder, newest first; a file that cannot be read is left out. */
export async function readOutbox(folder: string, count = SHOWN): Promise<Array<OutboxMail & { file: string }>> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, count);
  const mails = await Promise.all(
    newest.map(async (file) => {
      try {
        const mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as OutboxMail;
        return { file, to: String(mail.to), subject: String(mail.subject), text: String(mail.text) };
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((m) => m !== null);
}

function render(mails: Array<OutboxMail & { file: string }>): string {
  const items = mails.map(
    (m) =>
      `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.file.slice(0, 19))} UTC</p><pre>${escape(m.text)}</pre></article>`,
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Thindi mail on this machine</title></head>',
    '<body><h1>Mail sent by Thindi on this machine</h1>',
    `<p>No SMTP_URL is set, so mails are kept in the outbox folder and shown here, newest first (the ${SHOWN} latest; the page refreshes every 10 seconds). Sign-in codes are in the text.</p>`,
    items.length ? items.join('<hr>') : '<p>No mail yet.</p>',
    '</body></html>',
  ].join('');
}

/**
 * Lets a person read the mails a standalone marketplace would have sent (sign-in codes, order mails) in a browser.
 * Answered only to this machine: anyone else gets the storefront's 404, as for a page that does not exist.
 */
export function registerMailPage(fastify: FastifyInstance, folder: string): void {
  fastify.get(MAIL_PAGE_PATH, async (req, reply) => {
    if (!fromThisMachine(req)) return reply.code(404).type('text/plain').send('Not found');
    const page = render(await readOutbox(folder));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}

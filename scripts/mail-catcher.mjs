// An SMTP server on loopback for the browser journeys: every message it receives is kept as a JSON file
// ({ to, subject, text, html }) in a folder, where the journeys read their one-time codes.
import { writeFileSync, renameSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailCatcher(folder) {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address)
            .join(',');
          const file = join(folder, `${Date.now()}-${++count}.json`);
          writeFileSync(`${file}.tmp`, JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }));
          renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

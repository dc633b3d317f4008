import type { CsvFile } from '@thindi/contracts';
import type { FastifyReply } from 'fastify';

/** A CSV a signed-in person downloads: never cached, saved under the name the service gave it. */
export function sendCsv(reply: FastifyReply, file: CsvFile): FastifyReply {
  // The name goes into a quoted header value: anything but plain characters would break it.
  const filename = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(file.csv);
}

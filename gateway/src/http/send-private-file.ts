import type { SellerDocumentLocation } from '@thindi/contracts';
import { DomainError, type Storage } from '@thindi/platform';
import type { FastifyReply } from 'fastify';

/** Streams a private file (a seller's KYC document) from storage: never cached, shown inline. */
export async function sendPrivateFile(reply: FastifyReply, storage: Storage, location: SellerDocumentLocation) {
  const file = await storage.get(location.key);
  if (!file) throw DomainError.notFound('Document not found', 'SELLER.DOCUMENT_NOT_FOUND');
  return reply
    .type(location.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('content-length', file.info.size)
    .send(file.stream);
}

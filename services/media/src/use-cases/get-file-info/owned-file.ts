import type { Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { FileRow } from '../../db/schema';

/** The file if `principal` owns it or is an admin; 404 when unknown, 403 when someone else's. */
export function ownedFile(principal: Principal, row: FileRow | undefined): FileRow {
  if (!row) throw DomainError.notFound('File not found', 'MEDIA.NOT_FOUND');
  if (principal.role !== 'admin' && !(row.ownerId === principal.id && row.ownerRole === principal.role)) {
    throw DomainError.forbidden('You can only manage your own files', 'MEDIA.NOT_OWNER');
  }
  return row;
}

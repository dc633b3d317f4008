import type { Admin } from '@thindi/contracts';
import type { AdminRow } from '../db/schema';

export const toAdminView = (row: AdminRow): Admin => ({
  _id: row.id,
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
});

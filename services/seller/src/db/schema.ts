import { pgSchema } from 'drizzle-orm/pg-core';

/** The seller service's own schema: sellers, their KYC document keys and bank details. */
export const sellerSchema = pgSchema('seller');

export const sellerTables = { sellerSchema };

import { pgSchema } from 'drizzle-orm/pg-core';

/** The order service's own schema: orders, their item snapshots, per-seller fulfilments and status history. */
export const orderSchema = pgSchema('order');

export const orderTables = { orderSchema };

import { z } from 'zod';

/** `?page=` arrives as text: a whole number from 1 (default 1). */
export const pageNumberField = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100_000, 'page must be at most 100000')
  .default(1);

/** `?pageSize=` arrives as text: a whole number from 1 to `max`, `fallback` when absent. */
export const pageSizeFieldOf = (fallback: number, max: number) =>
  z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${max}` })
    .int(`pageSize must be a whole number from 1 to ${max}`)
    .min(1, `pageSize must be a whole number from 1 to ${max}`)
    .max(max, `pageSize must be a whole number from 1 to ${max}`)
    .default(fallback);

/** Where a page sits in the whole list: sent next to every paged list. */
export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
export const paginationOf = (page: number, pageSize: number, total: number): Pagination => ({
  page,
  pageSize,
  total,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
});

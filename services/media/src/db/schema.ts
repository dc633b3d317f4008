import { pgSchema } from 'drizzle-orm/pg-core';

/** The media service's own schema: records of uploaded files. */
export const mediaSchema = pgSchema('media');

export const mediaTables = { mediaSchema };

/** Injection token of the media service's drizzle database. */
export const MEDIA_DB = Symbol('MEDIA_DB');
export const SERVICE = 'media' as const;

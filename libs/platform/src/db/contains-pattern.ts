/**
 * An ILIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a person are taken literally
 * (backslash is PostgreSQL's default LIKE escape), so a search for "50%" does not match everything.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

import { z } from 'zod';
import { CATEGORIES } from '../common/constants';

/*
 * Search that knows the food: suggestions as the shopper types, and the synonym groups (laddu/ladoo/ladu, ...)
 * that make one spelling find the others. The catalog owns both; an admin extends the synonyms.
 */

export const SUGGESTIONS_LIMIT_DEFAULT = 8;
export const SUGGESTIONS_LIMIT_MAX = 20;

/** GET /api/search/suggestions?q=mur&limit=8: `q` is what is typed so far (blank answers no suggestions). */
export const suggestionsQuerySchema = z
  .object({
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(100, 'q must be at most 100 characters')
      .optional()
      .transform((s) => s ?? ''),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${SUGGESTIONS_LIMIT_MAX}` })
      .int(`limit must be a whole number from 1 to ${SUGGESTIONS_LIMIT_MAX}`)
      .min(1, `limit must be a whole number from 1 to ${SUGGESTIONS_LIMIT_MAX}`)
      .max(SUGGESTIONS_LIMIT_MAX, `limit must be a whole number from 1 to ${SUGGESTIONS_LIMIT_MAX}`)
      .default(SUGGESTIONS_LIMIT_DEFAULT),
  })
  .strip();
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** A category whose name matches, or a product by name (opening it), best first. */
export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), label: z.string(), category: z.enum(CATEGORIES) }),
  z.object({
    kind: z.literal('product'),
    label: z.string(),
    productId: z.string(),
    slug: z.string(),
    category: z.enum(CATEGORIES),
  }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsResponseSchema = z.object({ success: z.literal(true), suggestions: z.array(suggestionSchema) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
/** Letters (any script), spaces, hyphens and apostrophes: a term is a word or a short phrase ("mysore pak"). */
const SYNONYM_TERM = /^[\p{L}][\p{L}\p{M} '-]*$/u;

const synonymTerm = z
  .string({ error: 'each term must be text' })
  .trim()
  .toLowerCase()
  .min(2, 'each term must be at least 2 characters')
  .max(40, 'each term must be at most 40 characters')
  .regex(SYNONYM_TERM, 'each term must be letters, spaces or hyphens')
  .transform((t) => t.replace(/\s+/g, ' '));

/** POST /api/admin/synonyms and PUT /api/admin/synonyms/:id: names that mean the same food. */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(synonymTerm, { error: 'terms must be a list of words' })
    .transform((terms) => [...new Set(terms)])
    .pipe(
      z
        .array(z.string())
        .min(SYNONYM_TERMS_MIN, `a synonym group needs at least ${SYNONYM_TERMS_MIN} different terms`)
        .max(SYNONYM_TERMS_MAX, `a synonym group has at most ${SYNONYM_TERMS_MAX} terms`),
    ),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;
export const synonymGroupIdSchema = z.object({
  id: z.string().trim().min(1, 'id is required').max(200, 'id must be at most 200 characters'),
});

export const synonymGroupSchema = z.object({
  id: z.string(),
  terms: z.array(z.string()),
  /** One of the groups the catalogue starts with (an admin may still change or remove it). */
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export const synonymGroupListResponseSchema = z.object({
  success: z.literal(true),
  groups: z.array(synonymGroupSchema),
});
export type SynonymGroupListResponse = z.infer<typeof synonymGroupListResponseSchema>;
export const synonymGroupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  group: synonymGroupSchema,
});
export type SynonymGroupResponse = z.infer<typeof synonymGroupResponseSchema>;
export const synonymGroupDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SynonymGroupDeletedResponse = z.infer<typeof synonymGroupDeletedResponseSchema>;

/** The groups the catalogue starts with: the spellings and names South Indian food goes by. */
export const BUILT_IN_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['laddu', 'ladoo', 'ladu'],
  ['murukku', 'chakli', 'chakri'],
  ['mysore pak', 'mysorepak'],
  ['halwa', 'halva'],
  ['podi', 'gunpowder'],
  ['appalam', 'papad', 'pappadam'],
  ['mixture', 'namkeen'],
  ['payasam', 'kheer'],
  ['thattai', 'nippattu', 'chekkalu'],
  ['achaar', 'pickle', 'oorugai'],
];

import { synonymGroupInputSchema, type SynonymGroup, type SynonymGroupInput } from '@thindi/contracts';
import { z } from 'zod';

export const SYNONYMS_SAVED_MESSAGE = 'Synonym group saved';
export const SYNONYMS_DELETED_MESSAGE = 'Synonym group deleted';
export const SYNONYMS_SAVE_FAILED_MESSAGE = 'Failed to save synonym group';
export const SYNONYMS_DELETE_FAILED_MESSAGE = 'Failed to delete synonym group';
export const SYNONYMS_HINT = 'Names that mean the same food, separated by commas: laddu, ladoo, ladu';

export const termsText = (group: Pick<SynonymGroup, 'terms'>) => group.terms.join(', ');
export const deleteConfirmText = (group: Pick<SynonymGroup, 'terms'>) =>
  `Delete the synonym group “${termsText(group)}”? A search for one of these names will no longer find the others.`;

/** What the admin types: the terms in one box, separated by commas. */
export interface SynonymGroupFields {
  terms: string;
}

/**
 * The contract's own rules (2 to 12 different terms, letters, spaces and hyphens, lower case) over the typed text.
 * Its first complaint is reported on the one field, whichever term it is about.
 */
export const synonymGroupFormSchema = z.object({ terms: z.string() }).transform((fields, ctx) => {
  const terms = fields.terms.split(',').filter((term) => term.trim() !== '');
  const parsed = synonymGroupInputSchema.safeParse({ terms });
  if (parsed.success) return parsed.data satisfies SynonymGroupInput;
  ctx.addIssue({ code: 'custom', path: ['terms'], message: parsed.error.issues[0]?.message ?? 'Check the terms' });
  return z.NEVER;
});

import { CATEGORIES, type Suggestion } from '@thindi/contracts';
import { apiGet } from '@/lib/api-client';

export type { Suggestion };

/** What the search box offers at most. */
export const SUGGESTIONS_SHOWN = 8;

interface SuggestionsBody {
  success: boolean;
  suggestions?: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCategory = (value: unknown) => CATEGORIES.some((category) => category === value);

/** Keeps only the suggestions the box knows how to open: a category, or a product with its id. */
function isSuggestion(value: unknown): value is Suggestion {
  const s = value as Partial<Record<string, unknown>> | null;
  if (!s || !isText(s.label) || !isCategory(s.category)) return false;
  return s.kind === 'category' || (s.kind === 'product' && isText(s.productId));
}

/** GET /api/search/suggestions?q=&limit= : categories and products whose names match what is typed, best first. */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await apiGet<SuggestionsBody>('/search/suggestions', { query: { q, limit: SUGGESTIONS_SHOWN }, signal });
  return Array.isArray(body.suggestions) ? body.suggestions.filter(isSuggestion) : [];
}

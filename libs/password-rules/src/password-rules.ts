import { MIN_PASSWORD_LENGTH } from '@thindi/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ADD_WORDS, SUGGESTIONS, TOO_EASY, WARNINGS } from './feedback-sentences';

/** zxcvbn's scale runs 0 to 4; 2 means "somewhat guessable": safe from online guessing, which sign-in rate-limits. */
export const MIN_PASSWORD_SCORE = 2;

export interface PasswordVerdict {
  /** Whether a new password may be set to this. */
  acceptable: boolean;
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable); 0 for a password shorter than the minimum. */
  score: number;
  /** Why it is refused, in a sentence or two; null when it is acceptable. */
  problem: string | null;
}

// Built on first use: the dictionaries take some tens of milliseconds and megabytes to rank.
let factory: ZxcvbnFactory | undefined;
const checker = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** Words of the account (its e-mail, its local part and their pieces, the names) a password should not be built from. */
function personalWords(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => [input, input.split('@')[0], ...input.split(/[@._+\-\s]+/)]);
  return ['thindi', ...words.map((w) => w.trim().toLowerCase()).filter((w) => w.length >= 3)];
}

/**
 * The one password rule of every place a password is set (customers and sellers, server and SPA): at least
 * MIN_PASSWORD_LENGTH characters and not guessable (zxcvbn score at least MIN_PASSWORD_SCORE, with its common
 * dictionary and the account's own words). The problem says why, in zxcvbn's words.
 */
export function checkPassword(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH)
    return {
      acceptable: false,
      score: 0,
      problem: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    };
  const { score, feedback } = checker().check(password, personalWords(userInputs));
  if (score >= MIN_PASSWORD_SCORE) return { acceptable: true, score, problem: null };
  const warning = (feedback.warning && WARNINGS[feedback.warning]) || TOO_EASY;
  // The most specific advice first ('Avoid repeated words and characters'); 'add another word' when there is none.
  const specific = feedback.suggestions.filter((key) => key !== 'anotherWord').map((key) => SUGGESTIONS[key]);
  const suggestion = specific.find(Boolean) ?? ADD_WORDS;
  return { acceptable: false, score, problem: `${warning} ${suggestion}` };
}

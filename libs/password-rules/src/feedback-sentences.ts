/**
 * zxcvbn names what makes a password guessable with a key; these are the sentences a person reads (the wording of
 * the original zxcvbn). A key missing here falls back to a general sentence, never to the key itself.
 */
export const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeats like "aaa" are easy to guess.',
  extendedRepeat: 'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are often easy to guess.',
  topTen: 'This is a top-10 common password.',
  topHundred: 'This is a top-100 common password.',
  common: 'This is a very common password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'A word by itself is easy to guess.',
  namesByThemselves: 'Names and surnames by themselves are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'A password made of your name or e-mail address is easy to guess.',
};

export const SUGGESTIONS: Record<string, string> = {
  l33t: "Predictable substitutions like '@' instead of 'a' don't help very much.",
  reverseWords: "Reversed words aren't much harder to guess.",
  allUppercase: 'All-uppercase is almost as easy to guess as all-lowercase.',
  capitalization: "Capitalization doesn't help very much.",
  dates: 'Avoid dates and years that are associated with you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are associated with you.',
  sequences: 'Avoid sequences.',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Use a longer keyboard pattern with more turns.',
  anotherWord: 'Add another word or two. Uncommon words are better.',
  useWords: 'Use a few words, avoid common phrases.',
};

export const TOO_EASY = 'This password is too easy to guess.';
export const ADD_WORDS = SUGGESTIONS.anotherWord;

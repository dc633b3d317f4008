import { expandSearch, replaceWords, synonymCandidates, wordsOf } from './search-terms';

const groups = new Map<string, string[]>([
  ['laddu', ['laddu', 'ladoo', 'ladu']],
  ['ladoo', ['laddu', 'ladoo', 'ladu']],
  ['mysore pak', ['mysore pak', 'mysorepak']],
  ['mysorepak', ['mysore pak', 'mysorepak']],
]);

describe('search terms', () => {
  it('takes words of letters and digits in lower case, in any script, dropping punctuation', () => {
    expect(wordsOf(' Ghee-LADDU, 250g  முறுக்கு ')).toEqual(['ghee', 'laddu', '250g', 'முறுக்கு']);
  });

  it('looks synonyms up under each word, each two-word phrase and each joined pair', () => {
    expect(synonymCandidates(['mysore', 'pak'])).toEqual(['mysore', 'pak', 'mysore pak', 'mysorepak']);
  });

  it('widens a word that is a synonym to its whole group and keeps the other words as typed', () => {
    expect(expandSearch('besan ladoo', groups).clauses).toEqual([['besan'], ['laddu', 'ladoo', 'ladu']]);
  });

  it('takes a two-word phrase before its single words', () => {
    expect(expandSearch('Mysore Pak', groups).clauses).toEqual([['mysore pak', 'mysorepak']]);
  });

  it('takes two words written as one term of a group (mysore + pak = mysorepak)', () => {
    const joined = new Map([['mysorepak', ['mysore pak', 'mysorepak']]]);
    expect(expandSearch('mysore pak', joined).clauses).toEqual([['mysore pak', 'mysorepak']]);
  });

  it('leaves a search without synonyms one clause per word', () => {
    expect(expandSearch('kara boondi', groups)).toEqual({
      text: 'kara boondi',
      words: ['kara', 'boondi'],
      clauses: [['kara'], ['boondi']],
    });
  });

  it('replaces only the words it is given a respelling for', () => {
    expect(replaceWords(['kara', 'murkku'], new Map([['murkku', 'murukku']]))).toBe('kara murukku');
  });
});

import { VersionedMemo } from './versioned-memo';

describe('VersionedMemo', () => {
  it('answers what was kept under the same version only', () => {
    const memo = new VersionedMemo<number>(10);
    memo.set('3', 'murukku', 5286);
    expect(memo.get('3', 'murukku')).toBe(5286);
    expect(memo.get('4', 'murukku')).toBeUndefined();
    expect(memo.get('3', 'laddu')).toBeUndefined();
  });

  it('drops every answer when the version moves, and never keeps one computed under an older version', () => {
    const memo = new VersionedMemo<number>(10);
    memo.set('3', 'murukku', 1);
    memo.set('4', 'laddu', 2);
    expect(memo.size).toBe(1);
    expect(memo.get('4', 'murukku')).toBeUndefined();
    memo.set('3', 'halwa', 3);
    expect(memo.get('3', 'halwa')).toBeUndefined();
    expect(memo.get('4', 'laddu')).toBe(2);
  });

  it('lets the least recently used answer go first when full', () => {
    const memo = new VersionedMemo<number>(2);
    memo.set('1', 'a', 1);
    memo.set('1', 'b', 2);
    memo.get('1', 'a');
    memo.set('1', 'c', 3);
    expect(memo.get('1', 'a')).toBe(1);
    expect(memo.get('1', 'b')).toBeUndefined();
    expect(memo.get('1', 'c')).toBe(3);
  });
});

import { passwordStrength } from './password-strength';

describe('password strength (spec section 4)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdef', 1, 'Weak'],
    ['Abcdef', 2, 'Fair'],
    ['Abcde1', 3, 'Good'],
    ['Abcd1!', 4, 'Strong'],
    ['a1!', 2, 'Fair'],
  ])('%j scores %i: %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

import { checkPassword } from './password-rules';

describe('the password rule', () => {
  it.each(['123456', 'aaaaaa', 'Ab1!'])('refuses %j for its length, in the words of the contract', (password) => {
    expect(checkPassword(password)).toEqual({
      acceptable: false,
      score: 0,
      problem: 'Password must be at least 8 characters long',
    });
  });

  it.each([
    ['12345678', 'This is a top-10 common password.'],
    ['qwertyuiop', 'This is a top-100 common password.'],
    ['password1', 'This is a very common password.'],
    ['aaaaaaaa', 'Repeats like "aaa" are easy to guess.'],
  ])('refuses %j, saying why', (password, why) => {
    const verdict = checkPassword(password);
    expect(verdict.acceptable).toBe(false);
    expect(verdict.problem).toMatch(new RegExp(`^${why.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S`));
  });

  it('refuses a password built from the account holder’s own name or e-mail', () => {
    const verdict = checkPassword('meenakshi.sundaram', ['meenakshi.sundaram@example.in', 'Meenakshi']);
    expect(verdict).toMatchObject({ acceptable: false, problem: expect.stringMatching(/name or e-mail/) });
    expect(checkPassword('meenakshi.sundaram').acceptable).toBe(true);
  });

  it.each(['Filter-Kaapi-7', 'Murukku@123', 'Kara-Sev-2024', 'Masala-Dosa-42'])('accepts %j', (password) => {
    expect(checkPassword(password)).toMatchObject({ acceptable: true, problem: null });
  });

  it('never shows a bare zxcvbn key', () => {
    for (const password of ['abcdefgh', 'qazwsxedc', '1990-04-01', 'johnsmith', 'zxcvbnmm', 'Password'])
      expect(checkPassword(password).problem ?? '').not.toMatch(/^[a-z]+[A-Z]\w*$/);
  });
});

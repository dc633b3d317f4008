import { codeMatches, generateCode, hashCode } from './one-time-code';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Murukku@123');
    expect(stored).not.toContain('Murukku');
    expect(await verifyPassword('Murukku@123', stored)).toBe(true);
    expect(await verifyPassword('murukku@123', stored)).toBe(false);
  });

  it('never matches the dummy hash', async () => {
    expect(await verifyPassword('anything', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});

describe('one-time codes', () => {
  it('are six digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('match only for the same secret, e-mail, purpose and code', () => {
    const stored = hashCode('s', 'a@b.in', 'login', '123456');
    expect(codeMatches('s', 'a@b.in', 'login', '123456', stored)).toBe(true);
    expect(codeMatches('s', 'a@b.in', 'registration', '123456', stored)).toBe(false);
    expect(codeMatches('s', 'a@b.in', 'login', '123457', stored)).toBe(false);
  });
});

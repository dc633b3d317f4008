import { guessRefusal, refusalMessage, waitSeconds, type WrongCode } from './guess-limits';

const now = new Date('2026-05-01T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const wrong = (secondsAgo: number, clientAddress = '203.0.113.1', purpose = 'login'): WrongCode => ({
  purpose,
  clientAddress,
  at: ago(secondsAgo),
});
const attempt = { purpose: 'login', clientAddress: '203.0.113.1' };

describe('limits on guessing codes', () => {
  it('waits nothing for three wrong codes, then 2, 4, 8… seconds, never more than five minutes', () => {
    expect([0, 1, 3, 4, 5, 6, 11, 20].map(waitSeconds)).toEqual([0, 0, 0, 2, 4, 8, 256, 300]);
  });

  it('makes the account wait after its last wrong code, from every address', () => {
    const four = [wrong(40), wrong(30), wrong(20), wrong(1, '198.51.100.7')];
    expect(guessRefusal(four, attempt, now)).toEqual({ reason: 'account', seconds: 1 });
    expect(guessRefusal(four, { ...attempt, clientAddress: '192.0.2.1' }, now)).toEqual({
      reason: 'account',
      seconds: 1,
    });
    expect(guessRefusal([wrong(40), wrong(30), wrong(20), wrong(2)], attempt, now)).toBeNull();
  });

  it('forgets wrong codes older than an hour', () => {
    const old = Array.from({ length: 12 }, (_, i) => wrong(3601 + i));
    expect(guessRefusal(old, attempt, now)).toBeNull();
  });

  it('refuses an eleventh wrong code of one purpose from one address in an hour, until the oldest is an hour old', () => {
    const ten = Array.from({ length: 10 }, (_, i) => wrong(3000 - i * 300));
    expect(guessRefusal(ten, attempt, now)).toEqual({ reason: 'address', seconds: 600 });
    expect(guessRefusal(ten, { ...attempt, purpose: 'password-reset' }, now)?.reason).not.toBe('address');
  });

  it('says when to try again, in seconds or minutes', () => {
    expect(refusalMessage({ reason: 'account', seconds: 1 })).toBe(
      'Too many wrong codes were tried for this account. Please try again in 1 second.',
    );
    expect(refusalMessage({ reason: 'address', seconds: 600 })).toBe(
      'Too many wrong codes from your address. Please try again in 10 minutes.',
    );
  });
});

import { cooldownSecondsLeft, judgeCode, MAX_WRONG_CODES, verifiedRecently, type ChallengeState } from './code-rules';

const sentAt = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
const challenge = (over: Partial<ChallengeState> = {}): ChallengeState => ({
  wrongAttempts: 0,
  sentAt,
  expiresAt: at(600),
  usedAt: null,
  verifiedAt: null,
  ...over,
});

describe('one-time code rules', () => {
  it('accepts the right code within ten minutes', () => {
    expect(judgeCode(challenge(), at(599), () => true)).toBe('accepted');
  });

  it('refuses a code once ten minutes have passed, even the right one', () => {
    expect(judgeCode(challenge(), at(600), () => true)).toBe('expired');
  });

  it('calls a wrong code wrong while tries are left', () => {
    expect(judgeCode(challenge({ wrongAttempts: MAX_WRONG_CODES - 1 }), at(10), () => false)).toBe('wrong');
  });

  it('kills the code after five wrong tries, even for the right code', () => {
    expect(MAX_WRONG_CODES).toBe(5);
    expect(judgeCode(challenge({ wrongAttempts: 5 }), at(10), () => true)).toBe('too-many');
  });

  it('never accepts a code twice', () => {
    expect(judgeCode(challenge({ usedAt: at(5) }), at(10), () => true)).toBe('expired');
  });

  it('treats a missing challenge as an expired code', () => {
    expect(judgeCode(undefined, at(0), () => true)).toBe('expired');
  });

  it('does not compare the code when the challenge cannot accept it', () => {
    const matches = jest.fn(() => true);
    judgeCode(challenge({ wrongAttempts: 5 }), at(1), matches);
    expect(matches).not.toHaveBeenCalled();
  });

  it('makes people wait sixty seconds between two codes and says how long is left', () => {
    expect(cooldownSecondsLeft(challenge(), at(0))).toBe(60);
    expect(cooldownSecondsLeft(challenge(), at(45.5))).toBe(15);
    expect(cooldownSecondsLeft(challenge(), at(60))).toBe(0);
    expect(cooldownSecondsLeft(undefined, at(0))).toBe(0);
  });

  it('lets a new code be asked for at once when the last one was used: only the mailbox could use it', () => {
    expect(cooldownSecondsLeft(challenge({ usedAt: at(5) }), at(6))).toBe(0);
  });

  it('lets a registration be completed for ten minutes after its code was verified', () => {
    expect(verifiedRecently(challenge({ verifiedAt: at(0) }), at(600))).toBe(true);
    expect(verifiedRecently(challenge({ verifiedAt: at(0) }), at(601))).toBe(false);
    expect(verifiedRecently(challenge(), at(1))).toBe(false);
  });
});

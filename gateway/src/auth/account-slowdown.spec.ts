import { slowdownMs } from './account-slowdown';

describe('slowdownMs', () => {
  it('lets the attempts within the per-account limit through at once', () => {
    for (let attempt = 1; attempt <= 10; attempt++) expect(slowdownMs(attempt, 10, 4000)).toBe(0);
  });

  it('doubles the wait from a quarter second with each attempt past the limit, up to the cap', () => {
    expect([11, 12, 13, 14, 15, 16, 500].map((attempt) => slowdownMs(attempt, 10, 4000))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
    expect(slowdownMs(14, 10, 1500)).toBe(1500);
  });
});

import { drawingNumbers, violatedUniqueIndex } from './unique-violation';

/** A driver's failure on a unique index, wrapped as drizzle wraps it. */
const taken = (constraint: string) => new Error('Failed query', { cause: { code: '23505', constraint } });

describe('drawing numbers again when one is taken', () => {
  it('names the unique index a wrapped failure ran into, and nothing for another failure', () => {
    expect(violatedUniqueIndex(taken('issues_number_key'))).toBe('issues_number_key');
    expect(violatedUniqueIndex(new Error('connection lost'))).toBeUndefined();
  });

  it('draws again while the number is taken, and answers the first draw that is free', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(taken('issues_number_key'))
      .mockRejectedValueOnce(taken('issues_number_key'))
      .mockResolvedValueOnce('TK-20261203-FREE1');
    await expect(drawingNumbers('issues_number_key', attempt)).resolves.toBe('TK-20261203-FREE1');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after five taken draws, and never retries another failure', async () => {
    const alwaysTaken = jest.fn<Promise<string>, []>().mockRejectedValue(taken('issues_number_key'));
    await expect(drawingNumbers('issues_number_key', alwaysTaken)).rejects.toThrow('Failed query');
    expect(alwaysTaken).toHaveBeenCalledTimes(5);

    const lineOpen = jest.fn<Promise<string>, []>().mockRejectedValue(taken('issue_lines_open_key'));
    await expect(drawingNumbers('issues_number_key', lineOpen)).rejects.toMatchObject({
      cause: { constraint: 'issue_lines_open_key' },
    });
    expect(lineOpen).toHaveBeenCalledTimes(1);
  });
});

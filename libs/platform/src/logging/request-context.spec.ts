import {
  currentDeadline,
  currentRequestId,
  deferDeadline,
  parseDeadline,
  remainingMs,
  runWithoutDeadline,
  runWithRequestContext,
  runWithRequestId,
} from './request-context';

describe('request context', () => {
  it('gives work started with only a request id no deadline', () => {
    runWithRequestId('req-1', () => {
      expect(currentRequestId()).toBe('req-1');
      expect(currentDeadline()).toBeUndefined();
      expect(remainingMs()).toBeUndefined();
    });
  });

  it('tells how much time the request has left, and none once it passed', () => {
    runWithRequestContext({ requestId: 'req-2', deadline: 1_000 }, () => {
      expect(remainingMs(400)).toBe(600);
      expect(remainingMs(1_500)).toBe(0);
    });
  });

  it('lets clean-up keep the request id while dropping the deadline', () => {
    runWithRequestContext({ requestId: 'req-3', deadline: Date.now() + 1000 }, () =>
      runWithoutDeadline(() => {
        expect(currentRequestId()).toBe('req-3');
        expect(currentDeadline()).toBeUndefined();
      }),
    );
  });

  it('moves the deadline later by the time an upload took to arrive', () => {
    runWithRequestContext({ requestId: 'req-4', deadline: 1_000 }, () => {
      deferDeadline(250);
      expect(currentDeadline()).toBe(1_250);
    });
    runWithRequestId('req-5', () => {
      deferDeadline(250);
      expect(currentDeadline()).toBeUndefined();
    });
  });

  it('reads only whole epoch milliseconds from a deadline header', () => {
    expect(parseDeadline('1767225600000')).toBe(1767225600000);
    for (const junk of [undefined, null, '', 'soon', '-5', '1.5', '0', '9'.repeat(20)]) {
      expect(parseDeadline(junk)).toBeUndefined();
    }
  });
});

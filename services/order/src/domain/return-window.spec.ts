import type { OrderHistoryEntry } from '@thindi/contracts';
import { returnWindowOpen } from './return-window';

const delivered = (timestamp: string): OrderHistoryEntry[] => [
  { status: 'shipped', note: 'Order shipped', timestamp: '2026-11-10T06:00:00.000Z' },
  { status: 'delivered', note: 'Order delivered', timestamp },
];

describe('returnWindowOpen', () => {
  it('is open until the last day of the window and closed after it', () => {
    const history = delivered('2026-11-12T06:00:00.000Z');
    expect(returnWindowOpen(history, new Date('2026-11-19T06:00:00.000Z'), 7)).toBe(true);
    expect(returnWindowOpen(history, new Date('2026-11-19T06:00:01.000Z'), 7)).toBe(false);
  });

  it('is closed at once when the window is zero days, and for a part with no delivery on record', () => {
    expect(returnWindowOpen(delivered('2026-11-12T06:00:00.000Z'), new Date('2026-11-12T07:00:00.000Z'), 0)).toBe(
      false,
    );
    expect(returnWindowOpen([], new Date('2026-11-12T06:00:00.000Z'), 7)).toBe(false);
  });
});

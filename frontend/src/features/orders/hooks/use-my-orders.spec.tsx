import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionContext, type Session } from '@/lib/session-context';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { createTestQueryClient } from '../../../../test/query-client';
import { useMyOrders } from './use-my-orders';

const signedIn: Session = {
  status: 'authenticated',
  user: { id: 'user-1', firstName: 'Asha', lastName: 'Raman', email: 'asha@example.com' },
};

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionContext.Provider value={signedIn}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe('useMyOrders', () => {
  it('reads the orders again on every tick of its interval and shows the latest list', async () => {
    // The list changes on each of the first three reads and then stays: only refetches can show 'o3'.
    let reads = 0;
    mockApi({
      'GET /api/orders/my-orders': () => {
        reads += 1;
        return jsonResponse({ success: true, orders: [{ _id: `o${Math.min(reads, 3)}` }] });
      },
    });
    const { result } = renderHook(() => useMyOrders(40), { wrapper });
    await waitFor(() => expect(result.current.orders).toEqual([{ _id: 'o3' }]));
    expect(reads).toBeGreaterThanOrEqual(3);
  });
});

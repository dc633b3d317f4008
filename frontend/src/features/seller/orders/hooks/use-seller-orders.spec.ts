import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { storeSession } from '@/lib/auth-storage';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '../../../../../test/fetch-mock';
import { useSellerOrders } from './use-seller-orders';

describe('seller status update client checks', () => {
  it('refuses an empty order id or status, and a status a seller may not set, without calling the server', async () => {
    storeSession('seller', 's-tok', {});
    const api = mockApi({ 'GET /api/orders/seller/orders': () => jsonResponse({ success: true, orders: [] }) });
    const alert = jest.spyOn(window, 'alert');
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useSellerOrders(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));

    const invalid = { tone: 'error', text: 'Invalid order ID or status. Please try again.' };
    await act(() => result.current.updateStatus('', 'confirmed'));
    expect(result.current.notice).toEqual(invalid);
    await act(() => result.current.updateStatus('o1', ' '));
    expect(result.current.notice).toEqual(invalid);
    await act(() => result.current.updateStatus('o1', 'cancelled'));
    expect(result.current.notice).toEqual({
      tone: 'error',
      text: 'Invalid status: cancelled. Must be one of: confirmed, processing, shipped, delivered, returned',
    });
    expect(api.requests.filter((r) => r.init.method === 'PATCH')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});

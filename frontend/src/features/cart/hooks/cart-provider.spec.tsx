import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createTestQueryClient } from '../../../../test/query-client';
import { useCart } from './cart-context';
import { CartProvider } from './cart-provider';
import { GUEST_CART_STORAGE_KEY } from './guest-cart-storage';
import type { CartItem } from './cart.reducer';

const stored: CartItem = { id: 'p1', name: 'Mysore Pak', image: '/m.webp', weight: '250 g', price: 61728, quantity: 2 };

/** Adds a line as its first render commits: before the stored lines have come, as a tap replayed at hydration. */
function AddsAtOnce({ id, name }: { id: string; name: string }) {
  const { addItem, items } = useCart();
  useEffect(() => addItem({ id, name, image: '/x.webp', weight: '200 g', price: 299 }), [addItem, id, name]);
  return <p>{items.map((l) => `${l.name} × ${l.quantity}`).join(', ') || 'empty'}</p>;
}

describe('guest cart', () => {
  afterEach(() => localStorage.clear());

  it('keeps the stored lines when a line is added before they have loaded', async () => {
    localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([stored]));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CartProvider>
          <AddsAtOnce id="p2" name="Murukku" />
        </CartProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Mysore Pak × 2, Murukku × 1')).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? '[]')).toHaveLength(2));
  });

  it('adds onto the stored line of the same pack instead of repeating it', async () => {
    localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([stored]));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <CartProvider>
          <AddsAtOnce id="p1" name="Mysore Pak" />
        </CartProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Mysore Pak × 3')).toBeInTheDocument();
  });
});

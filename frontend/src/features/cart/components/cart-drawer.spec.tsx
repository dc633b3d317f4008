import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { makeDeliveryPart, makeQuote, undeliverablePart } from '../../../../test/delivery';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { createTestQueryClient } from '../../../../test/query-client';
import { CartProvider } from '../hooks/cart-provider';
import { useCart } from '../hooks/cart-context';
import type { CartItemInput } from '../hooks/cart.reducer';
import { CartButton } from './cart-button';
import { CartDrawer } from './cart-drawer';

const mysorePak: CartItemInput = {
  id: 'p1',
  variantId: 'pak-250',
  name: 'Mysore Pak',
  image: '/m.webp',
  weight: '250 g',
  price: 61728,
};
const mysorePakKilo: CartItemInput = { ...mysorePak, variantId: 'pak-1000', weight: '1 kg', price: 800 };
const murukku: CartItemInput = { id: 'p2', name: 'Murukku', image: '/k.webp', weight: '200 g', price: 299 };

function AddButton({ item, quantity }: { item: CartItemInput; quantity?: number }) {
  const { addItem } = useCart();
  return (
    <button onClick={() => addItem(item, quantity)}>
      add {item.name} {item.weight}
    </button>
  );
}

function renderCart(onCheckout = jest.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CartProvider>
          <CartButton />
          <AddButton item={mysorePak} quantity={2} />
          <AddButton item={murukku} />
          <AddButton item={mysorePakKilo} />
          <CartDrawer onCheckout={onCheckout} />
        </CartProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCheckout };
}

describe('cart drawer', () => {
  it("shows each seller's lines with its own delivery date to the remembered pincode", async () => {
    localStorage.setItem('thindi.pincode', '600001');
    const api = mockApi({
      'POST /api/delivery/estimate': () =>
        jsonResponse(
          makeQuote([
            makeDeliveryPart({ productIds: ['p1'] }),
            undeliverablePart('600001', { sellerId: 's2', sellerName: 'Malabar Spice House', productIds: ['p2'] }),
          ]),
        ),
    });
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'add Murukku 200 g' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 3 items' }));

    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    const amma = await within(drawer).findByRole('region', { name: 'Amma Sweets & Snacks' });
    expect(within(amma).getByText('Delivery by Thu, 26 Nov')).toBeVisible();
    expect(within(amma).getByRole('listitem', { name: 'Mysore Pak 250 g' })).toBeVisible();
    const malabar = within(drawer).getByRole('region', { name: 'Malabar Spice House' });
    expect(within(malabar).getByText('This seller does not deliver to 600001 yet')).toBeVisible();
    expect(within(malabar).getByRole('listitem', { name: 'Murukku 200 g' })).toBeVisible();
    expect(within(drawer).getByText('Delivery to Chennai 600001')).toBeVisible();
    const body = JSON.parse(String(api.requests.at(-1)?.init.body));
    expect(body).toEqual({
      pincode: '600001',
      items: [
        { productId: 'p1', variantId: 'pak-250', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
    });
  });

  it('shows the empty state when nothing has been added', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Open cart, 0 items' }));

    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Your cart is empty')).toBeVisible();
    expect(within(drawer).getByText('Add some delicious South Indian snacks to get started!')).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('shows each line and the total with Indian digit grouping', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 2 items' }));

    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    const line = within(drawer).getByRole('listitem', { name: 'Mysore Pak 250 g' });
    expect(line).toHaveTextContent('Mysore Pak · 250 g');
    // The line shows its total, and the unit price × quantity.
    expect(within(line).getByTestId('line-total')).toHaveTextContent('₹1,23,456.00');
    expect(within(line).getByText('₹61,728.00 × 2')).toBeVisible();
    expect(within(drawer).getByText('Subtotal (2 items)')).toBeVisible();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('₹1,23,456.00');
    // The tax checkout adds shows here too: ₹1,23,456 + ₹6,172.80 GST = ₹1,29,628.80, charged in whole rupees.
    expect(within(drawer).getByTestId('cart-tax')).toHaveTextContent('₹6,172.80');
    expect(within(drawer).getByTestId('cart-round-off')).toHaveTextContent('+₹0.20');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹1,29,629\.00$/);
    expect(within(drawer).getByText(/You get free shipping/)).toBeVisible();
  });

  it('updates the total with plus and minus, and minus at 1 removes the line', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Murukku 200 g' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity' }));
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('₹598.00');
    // ₹598 ships free; 5% GST ₹29.90: ₹627.90, charged ₹628.
    expect(within(drawer).getByTestId('cart-round-off')).toHaveTextContent('+₹0.10');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹628\.00$/);
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('₹299.00');
    // ₹299 + ₹50 shipping + ₹14.95 GST = ₹363.95, charged ₹364.
    expect(within(drawer).getByTestId('cart-shipping')).toHaveTextContent('₹50.00');
    expect(within(drawer).getByTestId('cart-round-off')).toHaveTextContent('+₹0.05');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^₹364\.00$/);
    expect(within(drawer).getByText('Add more than ₹201.00 to get free shipping (orders above ₹500).')).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeVisible();
  });

  it('removes a line and clears the cart', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Murukku 200 g' }));
    await user.click(screen.getByRole('button', { name: 'add Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 3 items' }));
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });

    await user.click(within(drawer).getByRole('button', { name: 'Remove Murukku 200 g' }));
    expect(within(drawer).queryByRole('listitem', { name: 'Murukku 200 g' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    expect(within(drawer).getByText('Your cart is empty')).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Close shopping cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps two sizes of one product as two lines, each named with its size', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'add Mysore Pak 1 kg' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 3 items' }));
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('listitem', { name: 'Mysore Pak 1 kg' })).toHaveTextContent('Mysore Pak · 1 kg');

    await user.click(within(drawer).getByRole('button', { name: 'Remove Mysore Pak 250 g' }));

    expect(within(drawer).queryByRole('listitem', { name: 'Mysore Pak 250 g' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('listitem', { name: 'Mysore Pak 1 kg' })).toBeVisible();
    expect(within(drawer).getByTestId('cart-subtotal')).toHaveTextContent('₹800.00');
  });

  it('closes when the backdrop is clicked', async () => {
    const { user } = renderCart();
    await user.click(screen.getByRole('button', { name: 'Open cart, 0 items' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands checkout to the app and closes on Escape', async () => {
    const { user, onCheckout } = renderCart();
    await user.click(screen.getByRole('button', { name: 'add Murukku 200 g' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 1 item' }));
    expect(screen.getByRole('button', { name: 'Close shopping cart' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toHaveFocus();
  });
});

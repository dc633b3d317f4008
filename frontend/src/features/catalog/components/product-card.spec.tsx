import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { makeFoodFacts, makeProduct, makeSizedProduct } from '../../../../test/product.factory';
import { ProductCard } from './product-card';

function showCard(product = makeProduct(), onAddToCart = jest.fn()) {
  render(
    <MemoryRouter>
      <ProductCard product={product} onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onAddToCart };
}

describe('product card', () => {
  it('carries the diet mark the seller declared, named for screen readers', () => {
    showCard(makeProduct({ name: 'Egg Puff', food: makeFoodFacts({ diet: 'egg', allergens: ['egg'] }) }));

    const card = screen.getByRole('article', { name: 'Egg Puff' });
    expect(within(card).getByRole('img', { name: 'Contains egg' })).toBeInTheDocument();
  });

  it('carries no diet mark when the seller has not declared one', () => {
    showCard(makeProduct({ name: 'Ribbon Pakoda' }));

    expect(screen.queryByRole('img', { name: /Vegetarian|egg/ })).not.toBeInTheDocument();
  });

  it('shows the unit sale price of its pack with the price', () => {
    const product = makeProduct({ name: 'Ribbon Pakoda', price: 500 });
    showCard(product);

    const card = screen.getByRole('article', { name: 'Ribbon Pakoda' });
    expect(within(card).getByText('₹500.00')).toBeVisible();
    expect(within(card).getByText('₹2.63/g')).toBeVisible();
  });

  it('shows no unit price when the product has no packs', () => {
    showCard(makeProduct({ name: 'Ribbon Pakoda', variants: [] }));

    expect(screen.queryByText(/\/g$/)).not.toBeInTheDocument();
  });

  it('shows a product in one pack with its price and size, as before', () => {
    showCard(makeProduct({ name: 'Ribbon Pakoda', price: 500, weight: '200 g' }));

    const card = screen.getByRole('article', { name: 'Ribbon Pakoda' });
    expect(within(card).getByText('200 g')).toBeVisible();
    expect(within(card).queryByText(/sizes$/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/^from/)).not.toBeInTheDocument();
  });

  it('shows a product in several packs from the cheapest in stock, with how many sizes', () => {
    showCard(makeSizedProduct());

    const card = screen.getByRole('article', { name: 'Mysore Pak' });
    expect(within(card).getByText('4 sizes')).toBeVisible();
    expect(card).toHaveTextContent('from ₹120.00');
    expect(within(card).getByText('₹0.50/g')).toBeVisible();
  });

  it('adds the pack its from price names', async () => {
    const product = makeSizedProduct();
    const { user, onAddToCart } = showCard(product);

    await user.click(screen.getByRole('button', { name: /Add to Cart/ }));

    expect(onAddToCart).toHaveBeenCalledWith(product, product.variants[0]);
  });

  it("shows the default pack's price when no pack is in stock", () => {
    const sold = makeSizedProduct();
    showCard({ ...sold, variants: sold.variants.map((pack) => ({ ...pack, stockQuantity: 0, inStock: false })) });

    const card = screen.getByRole('article', { name: 'Mysore Pak' });
    expect(card).toHaveTextContent('from ₹230.00');
    expect(within(card).getByRole('button', { name: /Out of Stock/ })).toBeDisabled();
  });
});

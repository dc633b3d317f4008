import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeProduct } from '../../../../test/product.factory';
import { ProductCard } from './product-card';

const showCard = (product = makeProduct()) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} onAddToCart={() => undefined} />
    </MemoryRouter>,
  );

describe('product card', () => {
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
});

import type { ProductVariant } from '@thindi/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation, useNavigationType } from 'react-router-dom';
import { makeProduct, makeSizedProduct } from '../../../../test/product.factory';
import { createTestQueryClient } from '../../../../test/query-client';
import { renderWithClient } from '../../../../test/render-with-client';
import { ProductInfo, type BuyPack } from './product-info';

/** The page's address as the router holds it, and how it got there. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${search}`}</output>;
}

function showInfo(
  product = makeProduct(),
  { url = '/product/p', onAddToCart = jest.fn<void, Parameters<BuyPack>>() } = {},
) {
  renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <ProductInfo product={product} onAddToCart={onAddToCart} />
      <Address />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onAddToCart };
}

const sizes = () => screen.getByRole('radiogroup', { name: 'Size' });

describe('price on the product page', () => {
  it("shows the pack's MRP inclusive of all taxes and its unit sale price under the price", () => {
    showInfo(makeProduct({ price: 500 }));

    expect(screen.getByTestId('product-price')).toHaveTextContent('₹500.00');
    expect(screen.getByText('MRP ₹525.00 (incl. of all taxes)')).toBeVisible();
    expect(screen.getByText('₹2.63/g')).toBeVisible();
  });

  it('shows the default pack when the product has several', () => {
    const small = makeProduct({ price: 100 }).variants[0];
    const kilo: ProductVariant = {
      ...small,
      id: 'kilo',
      label: '1 kg',
      netQuantity: { value: 1, unit: 'kg' },
      price: 1190,
      mrp: 1250,
      unitPrice: { amount: 1249.5, per: '1 kg' },
      isDefault: true,
    };
    showInfo(makeProduct({ variants: [{ ...small, isDefault: false }, kilo] }));

    expect(screen.getByText('MRP ₹1,250.00 (incl. of all taxes)')).toBeVisible();
    expect(screen.getByText('₹1249.50/kg')).toBeVisible();
    expect(screen.queryByText('MRP ₹105.00 (incl. of all taxes)')).not.toBeInTheDocument();
  });

  it('adds no MRP or unit price when the product has no packs', () => {
    showInfo(makeProduct({ variants: [] }));

    expect(screen.queryByText(/MRP/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/g$/)).not.toBeInTheDocument();
  });
});

describe('pack sizes on the product page', () => {
  it('offers each pack as a size, named with the product, the default chosen and one out of stock disabled', () => {
    showInfo(makeSizedProduct());

    const group = sizes();
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: 'Mysore Pak 500 g' })).toBeChecked();
    const outOfStock = within(group).getByRole('radio', { name: 'Mysore Pak 2 kg' });
    expect(outOfStock).toBeDisabled();
    expect(outOfStock).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹230.00');
  });

  it('switches the price, MRP, discount, unit price and stock together, and keeps the size in the address', async () => {
    const { user } = showInfo(makeSizedProduct());

    await user.click(within(sizes()).getByRole('radio', { name: 'Mysore Pak 1 kg' }));

    expect(screen.getByTestId('product-price')).toHaveTextContent('₹420.00');
    expect(screen.getByText('MRP ₹480.00 (incl. of all taxes)')).toBeVisible();
    // ₹480 with 5% GST stands for ₹457.14 before tax: ₹420 is 8% off.
    expect(screen.getByText('₹457.14')).toBeVisible();
    expect(screen.getByText('8% OFF')).toBeVisible();
    expect(screen.getByText('₹441.00/kg')).toBeVisible();
    expect(screen.getByText('In stock (3 available)')).toBeVisible();
    // Replaced, not pushed: Back leaves the product.
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('REPLACE ?size=1kg');
  });

  it('opens on the size the address names', () => {
    showInfo(makeSizedProduct(), { url: '/product/p?size=250g' });

    expect(within(sizes()).getByRole('radio', { name: 'Mysore Pak 250 g' })).toBeChecked();
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹120.00');
  });

  it('shows the default pack for a size the product does not have', () => {
    showInfo(makeSizedProduct(), { url: '/product/p?size=5kg' });

    expect(within(sizes()).getByRole('radio', { name: 'Mysore Pak 500 g' })).toBeChecked();
  });

  it('adds the chosen pack to the cart', async () => {
    const product = makeSizedProduct();
    const { user, onAddToCart } = showInfo(product);

    await user.click(within(sizes()).getByRole('radio', { name: 'Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(onAddToCart).toHaveBeenCalledWith(product, 1, product.variants[0]);
  });

  it('shows no sizes for a product sold in one pack', () => {
    showInfo(makeProduct());

    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it("renders the address's size on the server, so the first paint shows it", () => {
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <StaticRouter location="/product/p?size=1kg">
          <ProductInfo product={makeSizedProduct()} onAddToCart={() => undefined} />
        </StaticRouter>
      </QueryClientProvider>,
    );

    document.body.innerHTML = html;
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹420.00');
    expect(screen.getByText('MRP ₹480.00 (incl. of all taxes)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mysore Pak 1 kg' })).toBeChecked();
  });
});

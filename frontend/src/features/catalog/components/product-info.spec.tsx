import type { ProductVariant } from '@thindi/contracts';
import { screen } from '@testing-library/react';
import { makeProduct } from '../../../../test/product.factory';
import { renderWithClient } from '../../../../test/render-with-client';
import { ProductInfo } from './product-info';

const showInfo = (product = makeProduct()) =>
  renderWithClient(<ProductInfo product={product} onAddToCart={() => undefined} />);

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

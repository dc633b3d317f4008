import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { makeDeliveryPart, makeQuote } from '../../../test/delivery';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct, makePublicSeller, makeSizedProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const mysorePak = makeProduct({
  name: 'Mysore Pak',
  category: 'sweet',
  price: 300,
  originalPrice: 400,
  images: ['/api/files/product-images/pak-1.webp', '/api/files/product-images/pak-2.webp'],
  description: 'Ghee-rich gram flour fudge from Mysuru.',
  ingredients: ['Gram flour', 'Ghee', 'Sugar'],
  weight: '250g',
  stockQuantity: 5,
  seller: makePublicSeller({ id: 's3', businessName: 'Mysuru Mithai Mane' }),
});
const sweets = [
  mysorePak,
  makeProduct({ name: 'Rava Laddu', category: 'sweet', price: 120 }),
  makeProduct({ name: 'Badam Halwa', category: 'sweet', price: 900 }),
];

function serve(product = mysorePak) {
  return mockFetch((url) => {
    if (url.pathname === `/api/products/${product.id}`) return jsonResponse({ success: true, product });
    if (url.pathname === '/api/products') return jsonResponse({ success: true, products: sweets });
    return jsonResponse({ success: false, message: 'Product not found' }, 404, 'Not Found');
  });
}

describe('product page', () => {
  it('shows the product with its real shipping rule and no made-up rating', async () => {
    serve();
    renderApp(`/product/${mysorePak.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' })).toBeVisible();
    expect(screen.getByText('₹300.00')).toBeVisible();
    expect(screen.getByText('25% OFF')).toBeVisible();
    expect(screen.getByText('Ghee-rich gram flour fudge from Mysuru.')).toBeVisible();
    expect(screen.getByText('Gram flour, Ghee, Sugar')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Sold by' })).getByRole('link', { name: 'Mysuru Mithai Mane' }),
    ).toHaveAttribute('href', '/sellers/s3');
    expect(screen.getByText('In stock (5 available)')).toBeVisible();
    expect(screen.getByText('Free shipping on orders above ₹500')).toBeVisible();
    expect(screen.queryByText(/reviews?\)/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$50/)).not.toBeInTheDocument();
  });

  it("checks delivery to the signed-in shopper's default address", async () => {
    const home = {
      id: 'a1',
      type: 'home' as const,
      firstName: 'Asha',
      lastName: 'Raman',
      street: '12 Gandhi Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600001',
      phone: '9876543210',
      isDefault: true,
    };
    const user = storeCustomer(makeUser({ addresses: [home] }));
    mockFetch((url, init) => {
      if (url.pathname === '/api/auth/me') return meResponse(user);
      if (url.pathname === `/api/products/${mysorePak.id}`) return jsonResponse({ success: true, product: mysorePak });
      if (url.pathname === '/api/delivery/estimate' && JSON.parse(String(init.body)).pincode === '600001') {
        return jsonResponse(makeQuote([makeDeliveryPart({ sellerName: 'Mysuru Mithai Mane' })]));
      }
      return jsonResponse({ success: true, products: sweets });
    });
    renderApp(`/product/${mysorePak.id}`);

    const box = await screen.findByRole('region', { name: 'Check delivery' });
    expect(await within(box).findByText('Delivery by Thu, 26 Nov')).toBeVisible();
    expect(within(box).getByLabelText('Pincode')).toHaveValue('600001');
  });

  it('shows the rating when the product has reviews', async () => {
    serve({ ...mysorePak, rating: { average: 4.25, count: 12 } });
    renderApp(`/product/${mysorePak.id}`);
    expect(await screen.findByText('(12 reviews)')).toBeVisible();
    expect(screen.getByText('4.3')).toBeVisible();
  });

  it('switches the main image from a thumbnail', async () => {
    serve();
    renderApp(`/product/${mysorePak.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    const main = screen.getAllByRole('img', { name: 'Mysore Pak' })[0];
    expect(main).toHaveAttribute('src', '/api/files/product-images/pak-2.webp');
  });

  it('adds the chosen quantity, never above the stock', async () => {
    serve();
    renderApp(`/product/${mysorePak.id}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Mysore Pak' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    for (const _ of [2, 3, 4, 5]) await user.click(increase);
    expect(screen.getByText('Quantity').parentElement).toHaveTextContent('Quantity 5');
    expect(increase).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Open cart, 5 items' })).toBeVisible();
  });

  it('adds the size chosen on the page, kept in the address, as its own cart line', async () => {
    const sized = makeSizedProduct({ category: 'sweet' });
    serve(sized);
    const { router } = renderApp(`/product/${sized.id}`);
    const user = userEvent.setup();
    const sizes = await screen.findByRole('radiogroup', { name: 'Size' });

    await user.click(within(sizes).getByRole('radio', { name: 'Mysore Pak 1 kg' }));
    expect(currentUrl(router)).toBe(`/product/${sized.id}?size=1kg`);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(within(sizes).getByRole('radio', { name: 'Mysore Pak 250 g' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Open cart, 2 items' }));

    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('listitem', { name: 'Mysore Pak 1 kg' })).toHaveTextContent('₹420.00 × 1');
    expect(within(drawer).getByRole('listitem', { name: 'Mysore Pak 250 g' })).toHaveTextContent('₹120.00 × 1');
  });

  it('lists similar products of the same category without the current one, narrowed by price', async () => {
    serve();
    renderApp(`/product/${mysorePak.id}`);
    const similar = await screen.findByRole('region', { name: 'Similar products' });
    expect(await within(similar).findByRole('article', { name: 'Rava Laddu' })).toBeVisible();
    expect(within(similar).getByRole('article', { name: 'Badam Halwa' })).toBeVisible();
    expect(within(similar).queryByRole('article', { name: 'Mysore Pak' })).not.toBeInTheDocument();

    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(max).toHaveAttribute('max', '900');
    // A range input takes its value from a change event, as a drag would.
    fireEvent.change(max, { target: { value: '500' } });
    expect(within(similar).queryByRole('article', { name: 'Badam Halwa' })).not.toBeInTheDocument();
    expect(within(similar).getByRole('article', { name: 'Rava Laddu' })).toBeVisible();
  });

  it('fits the price sliders to the catalogue price range the API sends', async () => {
    mockFetch((url) => {
      if (url.pathname === `/api/products/${mysorePak.id}`) return jsonResponse({ success: true, product: mysorePak });
      return jsonResponse({ success: true, products: sweets, priceRange: { min: 119.5, max: 900 } });
    });
    renderApp(`/product/${mysorePak.id}`);
    const similar = await screen.findByRole('region', { name: 'Similar products' });
    await within(similar).findByRole('article', { name: 'Rava Laddu' });
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    expect(min).toHaveAttribute('min', '119');
    expect(min).toHaveValue('119');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '900');
    fireEvent.change(min, { target: { value: '200' } });
    expect(within(similar).queryByRole('article', { name: 'Rava Laddu' })).not.toBeInTheDocument();
    expect(within(similar).getByRole('article', { name: 'Badam Halwa' })).toBeVisible();
  });

  it.each([
    ['an unknown product', '00000000-0000-4000-8000-999999999999'],
    ['an id that is not a product id', 'not-a-uuid'],
  ])('shows Product Not Found for %s and goes back to products', async (_, id) => {
    mockFetch(() => jsonResponse({ success: false, message: 'Product not found' }, 404, 'Not Found'));
    const { router } = renderApp(`/product/${id}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to Products' }));
    expect(currentUrl(router)).toBe('/');
  });

  it('shows a built-in product without asking the server', async () => {
    const { fn } = mockFetch(() => jsonResponse({ success: true, products: [] }));
    renderApp('/product/fallback-murukku');
    expect(await screen.findByRole('heading', { level: 1, name: 'Murukku' })).toBeVisible();
    expect(fn.mock.calls.every(([url]) => !String(url).includes('fallback-murukku'))).toBe(true);
  });
});

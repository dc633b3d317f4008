import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCT_CHANGED_MESSAGE } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, openDashboard } from '../../../../../test/seller-dashboard';

type U = ReturnType<typeof userEvent.setup>;
const pick = <T extends object, K extends keyof T>(o: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const uploaded = (...names: string[]) =>
  jsonResponse({
    success: true,
    files: names.map((n) => ({ url: `/api/files/product-images/${n}.webp`, thumbnailUrl: null })),
  });
const dialog = () => screen.getByRole('dialog');

async function openAdd(u: U) {
  await u.click(await screen.findByRole('button', { name: 'Add Your First Product' }));
  return within(dialog());
}

/** Pack `n` (from 1) of the open form. */
const pack = (n: number) => within(within(dialog()).getByRole('group', { name: `Pack ${n}` }));

async function fillRequired(u: U) {
  const form = within(dialog());
  await u.type(form.getByLabelText(/^Product Name/), ' Ribbon Pakoda ');
  await u.type(form.getByLabelText(/^Description/), 'Crisp ribbons of gram flour.');
  await u.type(pack(1).getByLabelText(/^Quantity/), '200');
  await u.type(pack(1).getByLabelText(/^Price/), '149.50');
  await u.type(pack(1).getByLabelText(/^MRP/), '199');
}

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

describe('product modal', () => {
  it('asks for the required fields, then for an image', async () => {
    await openDashboard();
    const u = userEvent.setup();
    const form = await openAdd(u);
    expect(form.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await fillRequired(u);
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please upload at least one product image');
  });

  it('opens with focus on the name and closes on Escape, giving focus back', async () => {
    await openDashboard();
    const u = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'Add Your First Product' });
    const form = await openAdd(u);
    expect(form.getByLabelText(/^Product Name/)).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('labels the ingredients: the first box by the field’s own label, and every box by its number', async () => {
    await openDashboard();
    const u = userEvent.setup();
    const form = await openAdd(u);
    await u.click(form.getByText('Ingredients'));
    const first = form.getByLabelText('Ingredients', { selector: 'input' });
    expect(first).toHaveFocus();
    expect(first).toBe(form.getByLabelText('Ingredient 1'));
    expect(form.getByRole('group', { name: 'Ingredients' })).toHaveAccessibleDescription(
      'One ingredient in each box; empty boxes are left out.',
    );
    await u.click(form.getByRole('button', { name: 'Add Ingredient' }));
    await u.type(form.getByLabelText('Ingredient 2'), 'Curry leaves');
    expect(form.getByLabelText('Ingredient 2')).toHaveValue('Curry leaves');
  });

  it('keeps Save and Cancel with the form’s problems in the footer, out of the scrolling fields', async () => {
    await openDashboard();
    const u = userEvent.setup();
    const dialogView = await openAdd(u);
    const fields = within(dialogView.getByRole('form', { name: 'Add Product form' }));
    expect(fields.getByLabelText(/^Product Images/)).toBeInTheDocument();
    expect(fields.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(fields.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await u.click(dialogView.getByRole('button', { name: 'Add Product' }));
    const problem = dialogView.getByRole('alert');
    expect(problem).toHaveTextContent('Please fill in all required fields');
    expect(problem.closest('form')).toBeNull();
  });

  it('refuses files that are not images or are above 5 MB, and keeps at most five', async () => {
    await openDashboard();
    const u = userEvent.setup({ applyAccept: false });
    const form = await openAdd(u);
    const big = png('huge.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    await u.upload(form.getByLabelText(/^Product Images/), [text, big, png('a.png')]);
    expect(form.getByText(/File notes\.txt is not an image\./)).toBeVisible();
    expect(form.getByText(/File huge\.png is too large\. Maximum size is 5MB\./)).toBeVisible();
    const selected = () => within(form.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem');
    expect(selected()).toHaveLength(1);

    await u.upload(
      form.getByLabelText(/^Product Images/),
      ['b', 'c', 'd', 'e', 'f'].map((n) => png(`${n}.png`)),
    );
    expect(selected()).toHaveLength(5);
    expect(form.getByText('You can upload at most 5 images')).toBeVisible();
    await u.click(form.getByRole('button', { name: 'Remove a.png' }));
    expect(selected()).toHaveLength(4);
    expect(form.getByRole('img', { name: 'b.png' })).toHaveAttribute('src', 'blob:b.png');
  });

  it('keeps one ingredient input, drops empty ones, uploads, saves and reloads', async () => {
    let list = [] as ReturnType<typeof makeSellerProduct>[];
    let releaseSave: (r: Response) => void = () => undefined;
    const { api } = await openDashboard({
      products: () => list,
      handlers: {
        'POST /api/upload/images': () => uploaded('one', 'two'),
        'POST /api/products': () =>
          new Promise<Response>((resolve) => {
            releaseSave = resolve;
          }),
      },
    });
    const u = userEvent.setup();
    const form = await openAdd(u);
    expect(form.queryByRole('button', { name: /Remove ingredient/ })).not.toBeInTheDocument();
    await fillRequired(u);
    await u.selectOptions(form.getByLabelText(/^Category/), 'spicy');
    await u.selectOptions(form.getByLabelText('GST (HSN and rate)'), 'Papad and appalam: HSN 1905 90 40, 0%');
    await u.clear(pack(1).getByLabelText(/^Stock/));
    await u.type(pack(1).getByLabelText(/^Stock/), '25');
    await u.type(pack(1).getByLabelText(/^SKU/), 'RP-200');
    // Featuring is the admin's: the seller's form does not offer it.
    expect(form.queryByRole('checkbox', { name: /Featured/ })).not.toBeInTheDocument();
    await u.type(form.getByLabelText('Ingredient 1'), 'Gram flour');
    await u.click(form.getByRole('button', { name: 'Add Ingredient' }));
    await u.click(form.getByRole('button', { name: 'Add Ingredient' }));
    await u.type(form.getByLabelText('Ingredient 3'), 'Salt');
    await u.upload(form.getByLabelText(/^Product Images/), [png('one.png'), png('two.png')]);
    await u.click(form.getByRole('button', { name: 'Add Product' }));

    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const upload = callsTo(api, 'POST', '/api/upload/images')[0];
    expect((upload.init.body as FormData).getAll('images').map((f) => (f as File).name)).toEqual([
      'one.png',
      'two.png',
    ]);
    expect(upload.init.headers).toMatchObject({ Authorization: 'Bearer s-tok' });
    const save = callsTo(api, 'POST', '/api/products')[0];
    expect(JSON.parse(String(save.init.body))).toEqual({
      name: 'Ribbon Pakoda',
      description: 'Crisp ribbons of gram flour.',
      price: 149.5,
      category: 'spicy',
      gstClass: 'papad',
      ingredients: ['Gram flour', 'Salt'],
      weight: '200 g',
      images: ['/api/files/product-images/one.webp', '/api/files/product-images/two.webp'],
      inStock: true,
      stockQuantity: 25,
      variants: [
        {
          netQuantity: { value: 200, unit: 'g' },
          price: 149.5,
          mrp: 199,
          stockQuantity: 25,
          sku: 'RP-200',
          isDefault: true,
        },
      ],
      // Nothing declared but the country the form starts from: the product sells on its grace period meanwhile.
      food: {
        diet: null,
        allergens: null,
        nutritionPer100g: null,
        shelfLifeDays: null,
        storage: null,
        countryOfOrigin: 'India',
        manufacturer: null,
      },
    });

    list = [makeSellerProduct({ name: 'Ribbon Pakoda' })];
    releaseSave(jsonResponse({ success: true, message: 'Product created successfully', product: list[0] }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Product created successfully');
    expect(await screen.findByRole('list', { name: 'Recent Products' })).toHaveTextContent('Ribbon Pakoda');
    expect(callsTo(api, 'GET', '/api/products/seller/my-products')).toHaveLength(2);
    expect(callsTo(api, 'GET', '/api/sellers/stats')).toHaveLength(2);
  });

  it('shows Uploading images... while the images go up, and the upload failure message', async () => {
    let releaseUpload: (r: Response) => void = () => undefined;
    const { api } = await openDashboard({
      handlers: {
        'POST /api/upload/images': () =>
          new Promise<Response>((resolve) => {
            releaseUpload = resolve;
          }),
      },
    });
    const u = userEvent.setup();
    const form = await openAdd(u);
    await fillRequired(u);
    await u.upload(form.getByLabelText(/^Product Images/), png('one.png'));
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByRole('button', { name: 'Uploading images...' })).toBeDisabled();
    releaseUpload(jsonResponse({ success: false, message: 'Only images are accepted' }, 415));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to upload images. Please try again.');
    expect(callsTo(api, 'POST', '/api/products')).toHaveLength(0);
  });

  it.each([
    [413, 'MEDIA.IMAGE_TOO_LARGE', 'This image is 7000×7000 pixels; the largest we take is 25 megapixels'],
    [
      429,
      'REQUEST.RATE_LIMITED',
      'Too many uploads: each account may upload 30 images every 10 minutes. Please try again later.',
    ],
  ])(
    'says why an upload was refused with %i (%s), since trying again as it is would not help',
    async (status, code, message) => {
      const { api } = await openDashboard({
        handlers: { 'POST /api/upload/images': () => jsonResponse({ success: false, message, code }, status) },
      });
      const u = userEvent.setup();
      const form = await openAdd(u);
      await fillRequired(u);
      await u.upload(form.getByLabelText(/^Product Images/), png('one.png'));
      await u.click(form.getByRole('button', { name: 'Add Product' }));
      expect(await form.findByRole('alert')).toHaveTextContent(message);
      expect(callsTo(api, 'POST', '/api/products')).toHaveLength(0);
    },
  );

  it('shows the server message of a refused save, or Failed to save product without one', async () => {
    let answer = jsonResponse({ success: false, message: 'Original price must be above the price' }, 400);
    await openDashboard({
      handlers: { 'POST /api/upload/images': () => uploaded('one'), 'POST /api/products': () => answer },
    });
    const u = userEvent.setup();
    const form = await openAdd(u);
    await fillRequired(u);
    await u.upload(form.getByLabelText(/^Product Images/), png('one.png'));
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Original price must be above the price');

    answer = jsonResponse({}, 500, 'Internal Server Error');
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('Failed to save product'));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('edits a product with PUT, keeping its images, and says Product saved successfully by default', async () => {
    const product = makeSellerProduct({ name: 'Mysore Pak', price: 320, stockQuantity: 4, ingredients: ['Ghee'] });
    const { api } = await openDashboard({
      products: [product],
      handlers: { [`PUT /api/products/${product._id}`]: () => jsonResponse({ success: true, product }) },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Mysore Pak' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    expect(form.getByLabelText(/^Product Name/)).toHaveValue('Mysore Pak');
    expect(form.getByLabelText('Ingredient 1')).toHaveValue('Ghee');
    await u.clear(pack(1).getByLabelText(/^Price/));
    await u.type(pack(1).getByLabelText(/^Price/), '299');
    await u.clear(pack(1).getByLabelText(/^Stock/));
    await u.type(pack(1).getByLabelText(/^Stock/), '0');
    await u.click(form.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Product saved successfully');
    const body = JSON.parse(String(callsTo(api, 'PUT', `/api/products/${product._id}`)[0].init.body)) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ price: 299, stockQuantity: 0, inStock: false, images: product.images });
    expect(body.variants).toEqual([
      {
        ...pick(product.variants[0], 'id', 'version', 'label', 'netQuantity', 'mrp', 'sku'),
        price: 299,
        stockQuantity: 0,
        isDefault: true,
      },
    ]);
    expect(callsTo(api, 'POST', '/api/upload/images')).toHaveLength(0);
  });

  it('after an order changed the product, says so and reloads its current stock before the next save', async () => {
    const product = makeSellerProduct({ name: 'Mysore Pak', stockQuantity: 4, version: 7 });
    const fresh = { ...product, stockQuantity: 2, version: 8 };
    fresh.variants = [{ ...product.variants[0], stockQuantity: 2, version: 3 }];
    const stale = jsonResponse(
      { success: false, message: PRODUCT_CHANGED_MESSAGE, code: 'CATALOG.PRODUCT_CHANGED' },
      409,
      'Conflict',
    );
    let put = stale;
    const { api } = await openDashboard({
      products: [product],
      handlers: {
        [`PUT /api/products/${product._id}`]: () => put,
        [`GET /api/products/seller/my-products/${product._id}`]: () => jsonResponse({ success: true, product: fresh }),
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Mysore Pak' }));
    const form = within(dialog());
    await u.clear(pack(1).getByLabelText(/^Stock/));
    await u.type(pack(1).getByLabelText(/^Stock/), '10');
    await u.click(form.getByRole('button', { name: 'Update Product' }));

    expect(await form.findByRole('alert')).toHaveTextContent(PRODUCT_CHANGED_MESSAGE);
    await waitFor(() => expect(pack(1).getByLabelText(/^Stock/)).toHaveValue(2));
    put = jsonResponse({ success: true, product });
    await u.click(form.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = callsTo(api, 'PUT', `/api/products/${product._id}`).map(
      (call) => JSON.parse(String(call.init.body)) as Record<string, unknown>,
    );
    const packOf = (b: Record<string, unknown>) => (b.variants as { stockQuantity: number; version: number }[])[0];
    expect(bodies.map((b) => [packOf(b).stockQuantity, b.version, packOf(b).version])).toEqual([
      [10, 7, 1],
      [2, 8, 3],
    ]);
  });

  it('asks before deleting and reports the outcome', async () => {
    const product = makeSellerProduct({ name: 'Thattai' });
    let answer = jsonResponse({ success: false }, 500, 'Internal Server Error');
    const { api } = await openDashboard({
      products: [product],
      handlers: { [`DELETE /api/products/${product._id}`]: () => answer },
    });
    const confirm = jest.spyOn(window, 'confirm');
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    await u.click(await screen.findByRole('button', { name: 'Delete Thattai' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Thattai' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    const deletes = () => callsTo(api, 'DELETE', `/api/products/${product._id}`).length;
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toBe(0);

    await u.click(screen.getByRole('button', { name: 'Delete Thattai' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Thattai' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete product');

    answer = jsonResponse({ success: true });
    await u.click(screen.getByRole('button', { name: 'Delete Thattai' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Thattai' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Product deleted successfully');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(deletes()).toBe(2);
    expect(callsTo(api, 'GET', '/api/products/seller/my-products')).toHaveLength(2);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it("checks each pack's price and stock with the product contract's messages before anything is uploaded", async () => {
    const { api } = await openDashboard();
    const u = userEvent.setup();
    const form = await openAdd(u);
    await fillRequired(u);
    await u.clear(pack(1).getByLabelText(/^Price/));
    await u.type(pack(1).getByLabelText(/^Price/), '0.5');
    await u.upload(form.getByLabelText(/^Product Images/), png('one.png'));
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Pack 1: Price must be at least ₹1');

    await u.clear(pack(1).getByLabelText(/^Price/));
    await u.type(pack(1).getByLabelText(/^Price/), '149');
    await u.clear(pack(1).getByLabelText(/^Stock/));
    await u.type(pack(1).getByLabelText(/^Stock/), '2.5');
    await u.click(form.getByRole('button', { name: 'Add Product' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent('Pack 1: stockQuantity must be a whole number'),
    );
    expect(callsTo(api, 'POST', '/api/upload/images')).toHaveLength(0);
    expect(callsTo(api, 'POST', '/api/products')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductVariant } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, openDashboard } from '../../../../../test/seller-dashboard';

type U = ReturnType<typeof userEvent.setup>;
const dialog = () => within(screen.getByRole('dialog'));
const pack = (n: number) => within(dialog().getByRole('group', { name: `Pack ${n}` }));
const packs = () => dialog().getAllByRole('group', { name: /^Pack \d+$/ });
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const sentBody = (api: Awaited<ReturnType<typeof openDashboard>>['api'], method: string, path: string) =>
  JSON.parse(String(callsTo(api, method, path)[0].init.body)) as Record<string, unknown>;

function makePack(n: number, overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: `00000000-0000-4000-9000-00000000000${n}`,
    label: `${n * 250} g`,
    netQuantity: { value: n * 250, unit: 'g' },
    price: n * 100,
    mrp: n * 110,
    unitPrice: { amount: 0.42, per: '1 g' },
    stockQuantity: 10,
    inStock: true,
    sku: null,
    isDefault: n === 1,
    version: n,
    ...overrides,
  };
}

async function typePack(u: U, n: number, fields: Record<'Quantity' | 'Price' | 'MRP', string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = pack(n).getByLabelText(new RegExp(`^${label}`));
    await u.clear(input);
    await u.type(input, value);
  }
}

beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

describe('pack sizes in the product form', () => {
  it('adds a pack, makes it the default, and saves both with the default pack as the product’s price and weight', async () => {
    const { api } = await openDashboard({
      handlers: {
        'POST /api/upload/images': () =>
          jsonResponse({ success: true, files: [{ url: '/api/files/product-images/one.webp', thumbnailUrl: null }] }),
        'POST /api/products': () => jsonResponse({ success: true, product: makeSellerProduct() }, 201),
      },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Your First Product' }));
    await u.type(dialog().getByLabelText(/^Product Name/), 'Mysore Pak');
    await u.type(dialog().getByLabelText(/^Description/), 'Ghee, gram flour and sugar.');
    await typePack(u, 1, { Quantity: '250', Price: '150', MRP: '160' });
    expect(pack(1).getByRole('button', { name: 'Remove pack 1' })).toBeDisabled();

    await u.click(dialog().getByRole('button', { name: 'Add pack size' }));
    expect(packs()).toHaveLength(2);
    await typePack(u, 2, { Quantity: '1', Price: '540', MRP: '600' });
    await u.selectOptions(pack(2).getByLabelText('Unit'), 'kg');
    await u.type(pack(2).getByLabelText(/^Label/), 'Family pack');
    expect(pack(1).getByRole('radio', { name: 'Default pack' })).toBeChecked();
    await u.click(pack(2).getByRole('radio', { name: 'Default pack' }));
    expect(pack(1).getByRole('radio', { name: 'Default pack' })).not.toBeChecked();
    await u.upload(dialog().getByLabelText(/^Product Images/), png('one.png'));
    await u.click(dialog().getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(callsTo(api, 'POST', '/api/products')).toHaveLength(1));
    const body = sentBody(api, 'POST', '/api/products');
    expect(body).toMatchObject({ price: 540, weight: 'Family pack', stockQuantity: 0, inStock: false });
    expect(body.variants).toEqual([
      { netQuantity: { value: 250, unit: 'g' }, price: 150, mrp: 160, stockQuantity: 0, sku: null, isDefault: false },
      {
        netQuantity: { value: 1, unit: 'kg' },
        label: 'Family pack',
        price: 540,
        mrp: 600,
        stockQuantity: 0,
        sku: null,
        isDefault: true,
      },
    ]);
  });

  it('shows the price with GST and the unit price as a pack is typed, and when that price is above the MRP', async () => {
    await openDashboard();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Your First Product' }));
    expect(pack(1).getByText('GST is added at checkout')).toBeVisible();
    await typePack(u, 1, { Quantity: '250', Price: '180', MRP: '200' });
    expect(pack(1).getByText('Price with 5% GST: ₹189.00 · ₹0.76/g')).toBeVisible();
    expect(pack(1).getByLabelText(/^Label/)).toHaveAttribute('placeholder', '250 g');

    await u.clear(pack(1).getByLabelText(/^MRP/));
    await u.type(pack(1).getByLabelText(/^MRP/), '180');
    expect(pack(1).getByText('Price with 5% GST: ₹189.00, above the MRP ₹180.00')).toBeVisible();

    await u.selectOptions(dialog().getByLabelText('GST (HSN and rate)'), 'Papad and appalam: HSN 1905 90 40, 0%');
    expect(pack(1).getByText('Price with 0% GST: ₹180.00 · ₹0.72/g')).toBeVisible();
  });

  it('edits the packs of a product: notes to check, reorder and remove, keeping the ids and versions of the rest', async () => {
    const product = makeSellerProduct({
      name: 'Mysore Pak',
      variants: [makePack(1), makePack(2), makePack(3, { sku: 'MP-750' })],
      packNotes: ['250 g: the MRP was missing, so it was set to ₹110; check it.'],
    });
    const { api } = await openDashboard({
      products: [product],
      handlers: { [`PUT /api/products/${product._id}`]: () => jsonResponse({ success: true, product }) },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Mysore Pak' }));
    expect(dialog().getByRole('note', { name: 'Check these packs' })).toHaveTextContent(
      '250 g: the MRP was missing, so it was set to ₹110; check it.',
    );
    expect(packs()).toHaveLength(3);
    expect(pack(3).getByLabelText(/^SKU/)).toHaveValue('MP-750');
    // A label the quantity gives anyway stays blank, so it follows a changed quantity.
    expect(pack(1).getByLabelText(/^Label/)).toHaveValue('');

    await u.click(pack(3).getByRole('button', { name: 'Move pack 3 up' }));
    expect(pack(2).getByLabelText(/^SKU/)).toHaveValue('MP-750');
    await u.click(pack(1).getByRole('button', { name: 'Remove pack 1' }));
    expect(packs()).toHaveLength(2);
    // The default pack went: the first one left is the default now.
    expect(pack(1).getByRole('radio', { name: 'Default pack' })).toBeChecked();
    await u.click(dialog().getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const variants = sentBody(api, 'PUT', `/api/products/${product._id}`).variants as Record<string, unknown>[];
    expect(variants.map((v) => [v.id, v.version, v.sku, v.isDefault])).toEqual([
      [makePack(3).id, 3, 'MP-750', true],
      [makePack(2).id, 2, null, false],
    ]);
  });
});

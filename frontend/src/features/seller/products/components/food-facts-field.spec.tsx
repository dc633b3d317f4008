import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoodFacts } from '@thindi/contracts';
import { jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, openDashboard } from '../../../../../test/seller-dashboard';
import { NUTRITION_ALL_OR_NONE_MESSAGE } from './food-facts-model';

type U = ReturnType<typeof userEvent.setup>;
type Api = Awaited<ReturnType<typeof openDashboard>>['api'];
const dialog = () => within(screen.getByRole('dialog'));
const facts = () => within(dialog().getByRole('region', { name: 'Food facts' }));
const allergens = () => within(facts().getByRole('group', { name: 'Allergens' }));
const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const sentFood = (api: Api, method: string, path: string) =>
  (JSON.parse(String(callsTo(api, method, path)[0].init.body)) as { food: unknown }).food;

const saves = {
  'POST /api/upload/images': () =>
    jsonResponse({ success: true, files: [{ url: '/api/files/product-images/one.webp', thumbnailUrl: null }] }),
  'POST /api/products': () => jsonResponse({ success: true, product: makeSellerProduct() }, 201),
};

/** Opens 'Add Product' with everything but the food facts filled in. */
async function addProduct(u: U) {
  await u.click(await screen.findByRole('button', { name: 'Add Your First Product' }));
  await u.type(dialog().getByLabelText(/^Product Name/), 'Kerala Banana Chips');
  await u.type(dialog().getByLabelText(/^Description/), 'Nendran banana fried in coconut oil.');
  const pack = within(dialog().getByRole('group', { name: 'Pack 1' }));
  await u.type(pack.getByLabelText(/^Quantity/), '200');
  await u.type(pack.getByLabelText(/^Price/), '120');
  await u.type(pack.getByLabelText(/^MRP/), '140');
  await u.upload(dialog().getByLabelText(/^Product Images/), png('one.png'));
}

const save = (u: U, name = 'Add Product') => u.click(dialog().getByRole('button', { name }));

beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => `blob:${(blob as File).name}`;
  URL.revokeObjectURL = () => undefined;
});

describe('food facts in the product form', () => {
  it('sends allergens as not declared when nothing is ticked, with the veg mark and country given', async () => {
    const { api } = await openDashboard({ handlers: saves });
    const u = userEvent.setup();
    await addProduct(u);
    expect(facts().getByText(/^Not declared yet/)).toBeVisible();
    await u.click(facts().getByRole('radio', { name: 'Vegetarian (green mark)' }));
    expect(facts().getByLabelText('Country of origin')).toHaveValue('India');
    await save(u);

    await waitFor(() => expect(callsTo(api, 'POST', '/api/products')).toHaveLength(1));
    expect(sentFood(api, 'POST', '/api/products')).toMatchObject({ diet: 'veg', allergens: null });
  });

  it("sends 'Contains none of these' as an empty list, which ticking an allergen takes back", async () => {
    const { api } = await openDashboard({ handlers: saves });
    const u = userEvent.setup();
    await addProduct(u);
    const none = allergens().getByRole('checkbox', { name: 'Contains none of these' });
    await u.click(none);
    await u.click(allergens().getByRole('checkbox', { name: 'Milk' }));
    expect(none).not.toBeChecked();
    await u.click(none);
    expect(allergens().getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    await save(u);

    await waitFor(() => expect(callsTo(api, 'POST', '/api/products')).toHaveLength(1));
    expect(sentFood(api, 'POST', '/api/products')).toMatchObject({ allergens: [] });
  });

  it('refuses the veg mark on a product with egg, and half the nutrition table, with the reasons', async () => {
    const { api } = await openDashboard({ handlers: saves });
    const u = userEvent.setup();
    await addProduct(u);
    await u.click(facts().getByRole('radio', { name: 'Vegetarian (green mark)' }));
    await u.click(allergens().getByRole('checkbox', { name: 'Egg' }));
    await save(u);
    expect(await dialog().findByRole('alert')).toHaveTextContent('A product containing egg cannot carry the veg mark');

    await u.click(facts().getByRole('radio', { name: 'Contains egg (brown mark)' }));
    await u.type(facts().getByLabelText('Energy (kcal)'), '520');
    await save(u);
    expect(await dialog().findByRole('alert')).toHaveTextContent(NUTRITION_ALL_OR_NONE_MESSAGE);
    expect(callsTo(api, 'POST', '/api/products')).toHaveLength(0);
  });

  it('opens a product with its declared facts and sends them back as they were', async () => {
    const food: FoodFacts = {
      diet: 'veg',
      allergens: ['milk', 'tree-nut'],
      nutritionPer100g: {
        energyKcal: 540,
        proteinG: 7.5,
        carbohydrateG: 55,
        totalSugarsG: 40,
        addedSugarsG: 38,
        totalFatG: 32,
        saturatedFatG: 20,
        transFatG: 0,
        sodiumMg: 40,
      },
      shelfLifeDays: 20,
      storage: 'Store in a cool, dry place',
      countryOfOrigin: 'India',
      manufacturer: { name: 'Amma Sweets', address: '1 Temple St, Madurai 625001' },
    };
    const product = makeSellerProduct({ _id: 'p9', id: 'p9', name: 'Kaju Katli', food });
    const { api } = await openDashboard({
      products: [product],
      handlers: { 'PUT /api/products/p9': () => jsonResponse({ success: true, product }) },
    });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Edit Kaju Katli' }));
    expect(facts().getByRole('radio', { name: 'Vegetarian (green mark)' })).toBeChecked();
    expect(allergens().getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
    expect(allergens().getByRole('checkbox', { name: 'Contains none of these' })).not.toBeChecked();
    expect(facts().getByLabelText('Shelf life (days from packing)')).toHaveValue(20);
    await save(u, 'Update Product');

    await waitFor(() => expect(callsTo(api, 'PUT', '/api/products/p9')).toHaveLength(1));
    expect(sentFood(api, 'PUT', '/api/products/p9')).toEqual(food);
  });
});

import { ALLERGENS, type FoodCounts } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverPageFor } from '@/server/page-data';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeFoodFacts, makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const catalogue = [
  makeProduct({ name: 'Mysore Pak', category: 'sweet', food: makeFoodFacts({ allergens: ['milk'] }) }),
  makeProduct({ name: 'Kadalai Mittai', category: 'sweet', food: makeFoodFacts({ allergens: ['peanut'] }) }),
  makeProduct({
    name: 'Egg Puff',
    category: 'savory',
    food: makeFoodFacts({ diet: 'egg', allergens: ['egg', 'gluten'] }),
  }),
];
const foodCounts: FoodCounts = {
  veg: 2,
  without: { ...(Object.fromEntries(ALLERGENS.map((a) => [a, 3])) as FoodCounts['without']), peanut: 2, milk: 2 },
};

/** Answers like the catalogue API: 'Veg only' and 'Free from …' applied to what is declared, with the counts. */
function serve() {
  return mockFetch((url) => {
    const veg = url.searchParams.get('diet') === 'veg';
    const free = (url.searchParams.get('excludeAllergens') ?? '').split(',').filter(Boolean);
    const products = catalogue.filter(
      (p) => (!veg || p.food.diet === 'veg') && !free.some((a) => p.food.allergens?.includes(a as 'milk')),
    );
    return jsonResponse({ success: true, products, foodCounts });
  });
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const filters = () => screen.getByRole('group', { name: 'Food filters' });

describe('food filters of the home grid', () => {
  it('shows how many products each choice leaves, and says the filters are as declared', async () => {
    serve();
    renderApp('/');
    await cardNames();
    expect(within(filters()).getByRole('button', { name: 'Veg only (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(filters()).getByRole('button', { name: 'Free from peanuts (2)' })).toBeVisible();
    expect(within(filters()).getByRole('button', { name: 'Free from sesame (3)' })).toBeVisible();
    expect(filters()).toHaveAccessibleDescription('As declared by the seller');
  });

  it("keeps 'Veg only' and 'Free from peanuts' in the URL and asks the API for them", async () => {
    const { calls } = serve();
    const { router } = renderApp('/?category=sweet');
    const u = userEvent.setup();
    await cardNames();

    await u.click(screen.getByRole('button', { name: /^Veg only/ }));
    expect(currentUrl(router)).toBe('/?category=sweet&diet=veg');
    await waitFor(async () => expect(await cardNames()).toEqual(['Mysore Pak', 'Kadalai Mittai']));
    await u.click(screen.getByRole('button', { name: /^Free from peanuts/ }));
    expect(currentUrl(router)).toBe('/?category=sweet&diet=veg&excludeAllergens=peanut');
    await waitFor(async () => expect(await cardNames()).toEqual(['Mysore Pak']));
    await u.click(screen.getByRole('button', { name: /^Free from milk/ }));
    // The allergens keep the contract's order, whichever was chosen first.
    expect(currentUrl(router)).toBe('/?category=sweet&diet=veg&excludeAllergens=milk%2Cpeanut');
    const last = calls[calls.length - 1];
    expect([last.searchParams.get('diet'), last.searchParams.get('excludeAllergens')]).toEqual(['veg', 'milk,peanut']);
    expect(last.searchParams.get('category')).toBe('sweet');
  });

  it('reads the filters from a shared link, and turning one off takes it out of the URL', async () => {
    const { calls } = serve();
    const { router } = renderApp('/?diet=veg&excludeAllergens=peanut,shellfish');
    const u = userEvent.setup();
    expect(await cardNames()).toEqual(['Mysore Pak']);
    expect(screen.getByRole('button', { name: /^Veg only/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Free from peanuts/ })).toHaveAttribute('aria-pressed', 'true');
    // An allergen the contract does not know is not sent on.
    expect(calls[0].searchParams.get('excludeAllergens')).toBe('peanut');

    await u.click(screen.getByRole('button', { name: /^Veg only/ }));
    expect(currentUrl(router)).toBe('/?excludeAllergens=peanut%2Cshellfish');
    await u.click(screen.getByRole('button', { name: /^Free from peanuts/ }));
    expect(currentUrl(router)).toBe('/');
  });

  it('shows none of the built-in products while a food filter is on: they declare nothing', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'down' }, 503, 'Service Unavailable'));
    renderApp('/?diet=veg');
    expect(await screen.findByText('No products found')).toBeVisible();
  });

  it('renders the filtered grid on the server from the same URL', () => {
    const page = serverPageFor(new URL('https://thindi.example/?diet=veg&excludeAllergens=milk,peanut'));
    expect(page).toMatchObject({ page: 'home', query: { veg: true, excludeAllergens: ['milk', 'peanut'] } });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestion } from '@thindi/contracts';
import { browseAnswer } from '../../../test/catalog-api';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const murukku = makeProduct({ name: 'Chettinad Murukku', category: 'savory' });
const mullu = makeProduct({ name: 'Mullu Murukku', category: 'savory' });
const SUGGESTIONS: Suggestion[] = [
  { kind: 'category', label: 'Savory', category: 'savory' },
  { kind: 'product', label: murukku.name, productId: murukku.id, slug: murukku.slug, category: 'savory' },
  { kind: 'product', label: mullu.name, productId: mullu.id, slug: mullu.slug, category: 'savory' },
];

/** Suggestions for anything starting with "mu" (or "sa"), the grid, and the two products' pages. */
function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/search/suggestions') {
      const q = url.searchParams.get('q') ?? '';
      const suggestions = /^(mu|sa)/i.test(q) ? SUGGESTIONS : [];
      return jsonResponse({ success: true, suggestions });
    }
    const product = [murukku, mullu].find((p) => url.pathname === `/api/products/${p.id}`);
    if (product) return jsonResponse({ success: true, product });
    return jsonResponse(browseAnswer([murukku, mullu], url));
  });
}

async function typeInSearch(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  await user.type(box, text);
  await screen.findByRole('listbox', { name: 'Search suggestions' });
  return { user, box };
}

/** The box reports its list a render after the list changes: wait for it to say so (within waitFor's limit). */
const saysExpanded = (box: HTMLElement, expanded: 'true' | 'false') =>
  waitFor(() => expect(box).toHaveAttribute('aria-expanded', expanded));

const options = () =>
  within(screen.getByRole('listbox', { name: 'Search suggestions' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('search suggestions', () => {
  it('offers matching categories and products under the box as it is typed', async () => {
    serve();
    renderApp('/');
    const { box } = await typeInSearch('mur');
    await saysExpanded(box, 'true');
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options()).toEqual(['SavoryCategory', 'Chettinad Murukkusavory', 'Mullu Murukkusavory']);
  });

  it('moves through the suggestions with the arrow keys', async () => {
    serve();
    renderApp('/');
    const { user, box } = await typeInSearch('mur');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Chettinad Murukku/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Mullu Murukku/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the highlighted product with Enter and empties the box', async () => {
    serve();
    const { router } = renderApp('/');
    const { user, box } = await typeInSearch('mur');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe(`/product/${murukku.id}`));
    expect(await screen.findByRole('heading', { name: 'Chettinad Murukku', level: 1 })).toBeVisible();
    expect(box).toHaveValue('');
    await saysExpanded(box, 'false');
  });

  it('opens the grid filtered to a highlighted category with Enter', async () => {
    serve();
    const { router } = renderApp('/product/' + mullu.id);
    await screen.findByRole('heading', { name: 'Mullu Murukku', level: 1 });
    const { user } = await typeInSearch('sav');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/?category=savory'));
  });

  it('runs the typed search with Enter when no suggestion is highlighted', async () => {
    serve();
    const { router } = renderApp('/');
    const { user, box } = await typeInSearch('mur');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/?search=mur'));
    await saysExpanded(box, 'false');
  });

  it('closes with Escape and keeps what was typed', async () => {
    serve();
    renderApp('/');
    const { user, box } = await typeInSearch('mur');
    await user.keyboard('{ArrowDown}{Escape}');
    await saysExpanded(box, 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('mur');
  });

  it('closes when the shopper clicks elsewhere, and opens a suggestion that is clicked', async () => {
    serve();
    const { router } = renderApp('/');
    const { user, box } = await typeInSearch('mur');
    await user.click(screen.getByRole('heading', { name: 'Our Products' }));
    await saysExpanded(box, 'false');

    await user.click(box);
    await saysExpanded(box, 'true');
    await user.click(screen.getByRole('option', { name: /Mullu Murukku/ }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/product/${mullu.id}`));
  });

  it('shows no list when nothing matches', async () => {
    const { calls } = serve();
    renderApp('/');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'xyz');
    await waitFor(() => expect(calls.some((url) => url.searchParams.get('q') === 'xyz')).toBe(true));
    await saysExpanded(box, 'false');
  });
});

import type { Review, ReviewListResponse } from '@thindi/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { makeReview as makeReviewOf } from '../../../test/review.factory';
import { renderApp } from '../../../test/render-app';

const pak = makeProduct({ name: 'Mysore Pak', category: 'sweet' });

const makeReview = (overrides: Partial<Review> = {}): Review => makeReviewOf({ productId: pak.id, ...overrides });

const newest = makeReview({ id: 'r1', sellerReply: 'Thank you, Asha!' });
const mostHelpful = makeReview({
  id: 'r2',
  reviewerName: 'Ravi K.',
  rating: 3,
  title: '<b>Too sweet</b>',
  text: 'A little too sweet for me.',
  helpfulCount: 9,
});

function listOf(reviews: Review[]): ReviewListResponse {
  return {
    success: true,
    reviews,
    summary: { average: 4.25, count: 12, distribution: { 1: 0, 2: 1, 3: 2, 4: 3, 5: 6 } },
    page: 1,
    pageSize: 10,
    total: reviews.length,
  };
}

function serve(list: (sort: string | null) => ReviewListResponse, extra?: (url: URL) => Response | undefined) {
  return mockFetch((url, init) => {
    const answered = extra?.(url);
    if (answered) return answered;
    if (url.pathname === `/api/products/${pak.id}`) return jsonResponse({ success: true, product: pak });
    if (url.pathname === `/api/products/${pak.id}/reviews`) return jsonResponse(list(url.searchParams.get('sort')));
    if (url.pathname === '/api/products') return jsonResponse({ success: true, products: [pak] });
    return jsonResponse({ success: false, message: `No mock for ${init.method ?? 'GET'} ${url.pathname}` }, 404);
  });
}

const reviewsSection = () => screen.findByRole('region', { name: 'Reviews' });

describe('reviews on the product page', () => {
  it('shows the summary, one bar per star and the newest reviews', async () => {
    const api = serve(() => listOf([newest, mostHelpful]));
    renderApp(`/product/${pak.id}`);

    const section = await reviewsSection();
    expect(await within(section).findByText('4.3 · 12 reviews')).toBeVisible();
    expect(within(section).getAllByRole('img', { name: 'Rated 4.3 out of 5' }).length).toBeGreaterThan(0);
    expect(within(section).getByRole('meter', { name: '5 stars: 6 reviews' })).toHaveAttribute('value', '6');
    expect(within(section).getByRole('meter', { name: '1 star: 0 reviews' })).toBeInTheDocument();
    expect(within(section).getByText('Fresh and rich with ghee.')).toBeVisible();
    expect(within(section).getByText('Thank you, Asha!')).toBeVisible();
    expect(within(section).getAllByText('Verified purchase')).toHaveLength(2);
    // A review's words are shown as typed, never as markup.
    expect(within(section).getByText('<b>Too sweet</b>')).toBeVisible();
    const reviewCall = api.calls.find((url) => url.pathname.endsWith('/reviews'));
    expect(reviewCall?.searchParams.get('sort')).toBe('newest');
    // Without a signed-in customer there is nothing to vote with.
    expect(within(section).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    serve(() => ({ ...listOf([]), summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } }));
    renderApp(`/product/${pak.id}`);
    expect(await within(await reviewsSection()).findByText('No reviews yet')).toBeVisible();
  });

  it('asks the server for the most helpful first when that sort is chosen', async () => {
    const user = userEvent.setup();
    const api = serve((sort) => listOf(sort === 'helpful' ? [mostHelpful, newest] : [newest, mostHelpful]));
    renderApp(`/product/${pak.id}`);

    const section = await reviewsSection();
    await user.selectOptions(await within(section).findByLabelText('Sort reviews'), 'Most helpful');
    await within(section).findByDisplayValue('Most helpful');
    const sorts = () =>
      api.calls.filter((url) => url.pathname.endsWith('/reviews')).map((u) => u.searchParams.get('sort'));
    await screen.findAllByText('Ravi K.');
    expect(sorts()).toContain('helpful');
    const names = within(section)
      .getAllByText(/^(Asha R\.|Ravi K\.)$/)
      .map((el) => el.textContent);
    expect(names[0]).toBe('Ravi K.');
  });

  it('counts a signed-in customer’s helpful vote', async () => {
    const user = userEvent.setup();
    const customer = storeCustomer(makeUser());
    const api = serve(
      () => listOf([newest]),
      (url) => {
        if (url.pathname === '/api/auth/me') return meResponse(customer);
        if (url.pathname === '/api/reviews/r1/helpful') {
          return jsonResponse({ success: true, review: { ...newest, helpfulCount: 3 } });
        }
        return undefined;
      },
    );
    renderApp(`/product/${pak.id}`);

    const section = await reviewsSection();
    await user.click(await within(section).findByRole('button', { name: 'Helpful (2)' }));
    expect(await within(section).findByRole('button', { name: 'Helpful (3)' })).toBeVisible();
    const vote = api.requests.find(({ url }) => url.pathname === '/api/reviews/r1/helpful');
    expect(vote?.init.method).toBe('POST');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@thindi/contracts';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { makeReview } from '../../../../../test/review.factory';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';

const page = (reviews: Review[], { page = 1, total = reviews.length } = {}) =>
  jsonResponse({ success: true, reviews, page, pageSize: 10, total });

/** Opens the dashboard with GET /api/sellers/reviews answered by `answer`, then the Reviews tab. */
async function openReviews(answer: (url: URL) => Response, handlers = {}) {
  const view = await openDashboard({
    handlers: {
      // The request being answered is the last one recorded.
      'GET /api/sellers/reviews': () => answer(view.api.requests.at(-1)!.url),
      ...handlers,
    },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  return { ...view, user };
}

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('seller reviews tab', () => {
  it("lists each review with its product, stars, words, reviewer, date, badge, photos and the marketplace's reason", async () => {
    const reviews = [
      makeReview({
        productName: 'Ribbon Pakoda',
        rating: 4,
        title: 'Crunchy',
        text: '<b>Fresh</b> and light',
        photos: [{ url: '/api/files/review-photos/a.webp', thumbnailUrl: '/api/files/review-photos/a-thumb.webp' }],
      }),
      makeReview({
        id: 'r2',
        productName: 'Mysore Pak',
        reviewerName: 'Ravi K.',
        status: 'hidden',
        hiddenReason: 'Not about the product',
      }),
    ];
    const { api } = await openReviews(() => page(reviews));
    const first = await card(/Review of Ribbon Pakoda by Asha R\./);
    expect(within(first).getByRole('heading', { name: 'Ribbon Pakoda' })).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
    expect(first).toHaveTextContent('Crunchy');
    // A shopper's words are shown as they typed them, never as markup.
    expect(within(first).getByText('<b>Fresh</b> and light')).toBeVisible();
    expect(first).toHaveTextContent('20 Nov 2026');
    expect(within(first).getByText('Verified purchase')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Photo 1 from Asha R.' })).toHaveAttribute(
      'src',
      '/api/files/review-photos/a-thumb.webp',
    );
    const hidden = await card(/Review of Mysore Pak by Ravi K\./);
    expect(hidden).toHaveTextContent('Hidden by the marketplace: Not about the product');
    expect(within(hidden).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(bearer(callsTo(api, 'GET', '/api/sellers/reviews')[0].init)).toBe('s-tok');
  });

  it('says so when nobody has reviewed the products yet', async () => {
    await openReviews(() => page([]));
    expect(await screen.findByText('No reviews of your products yet')).toBeVisible();
  });

  it('replies once: the reply shows under the review and the Reply button goes', async () => {
    const review = makeReview({ productName: 'Ribbon Pakoda' });
    const replies: unknown[] = [];
    const { api, user } = await openReviews(() => page([review]), {
      'POST /api/reviews/r1/reply': (body: unknown) => {
        replies.push(body);
        return jsonResponse({
          success: true,
          review: { ...review, sellerReply: 'Thank you, Asha!', sellerRepliedAt: '2026-11-21T10:00:00.000Z' },
        });
      },
    });
    const shown = await card(/Review of Ribbon Pakoda/);
    await user.click(within(shown).getByRole('button', { name: 'Reply' }));
    expect(within(shown).getByText('Your reply is public and can be written once.')).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Send reply' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent('text is required');
    expect(replies).toEqual([]);

    await user.type(within(shown).getByLabelText('Your reply'), 'Thank you, Asha!');
    await user.click(within(shown).getByRole('button', { name: 'Send reply' }));
    expect(await within(shown).findByText('Thank you, Asha!')).toBeVisible();
    expect(replies).toEqual([{ text: 'Thank you, Asha!' }]);
    expect(bearer(callsTo(api, 'POST', '/api/reviews/r1/reply')[0].init)).toBe('s-tok');
    expect(within(shown).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(shown).queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it("keeps the form open with the server's refusal when a reply is refused", async () => {
    const { user } = await openReviews(() => page([makeReview()]), {
      'POST /api/reviews/r1/reply': () =>
        jsonResponse({ success: false, message: 'This review already has a reply' }, 409, 'Conflict'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This review already has a reply');
    expect(screen.getByLabelText('Your reply')).toHaveValue('Thanks');
  });

  it('shows an existing reply with no Reply button', async () => {
    await openReviews(() => page([makeReview({ sellerReply: 'We are glad you liked it' })]));
    expect(await screen.findByText('We are glad you liked it')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('reports a review after the seller confirms, and the button then reads Reported', async () => {
    const review = makeReview();
    const reports: string[] = [];
    const { user } = await openReviews(() => page([review]), {
      'POST /api/reviews/r1/report': () => {
        reports.push('r1');
        return jsonResponse({ success: true, review: { ...review, reported: true, awaitingModeration: true } });
      },
    });
    const confirm = jest.spyOn(window, 'confirm');
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const ask = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(reports).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const again = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.click(within(again).getByRole('button', { name: 'Report review' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(reports).toEqual(['r1']);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('shows the unanswered reviews with the filter, and pages with Previous and Next', async () => {
    const { api, user } = await openReviews((url) => {
      if (url.searchParams.get('filter') === 'unanswered') return page([makeReview({ id: 'u1', title: 'Waiting' })]);
      const p = Number(url.searchParams.get('page') ?? 1);
      return page([makeReview({ id: `a${p}`, title: `Page ${p} review` })], { page: p, total: 11 });
    });
    expect(await screen.findByText('Page 1 review')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 review')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Unanswered' }));
    expect(await screen.findByText('Waiting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unanswered' })).toHaveAttribute('aria-pressed', 'true');
    const last = callsTo(api, 'GET', '/api/sellers/reviews').at(-1)!.url;
    // A new filter starts again at its first page.
    expect(Object.fromEntries(last.searchParams)).toEqual({ filter: 'unanswered', page: '1' });
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
  });

  it('says the reviews could not be read, and reads them again on Try again', async () => {
    let fail = true;
    const { user } = await openReviews(() =>
      fail ? jsonResponse({ success: false, message: 'Boom' }, 500) : page([makeReview({ title: 'Back again' })]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your reviews. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeVisible();
  });
});

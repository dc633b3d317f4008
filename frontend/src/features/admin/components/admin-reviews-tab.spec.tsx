import type { Review } from '@thindi/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, openAdminDashboard } from '../../../../test/admin';
import { makeReview } from '../../../../test/review.factory';

const reported = makeReview({
  id: 'r1',
  productName: 'Ghee Mysore Pak',
  reviewerName: 'Meena I.',
  rating: 1,
  title: 'Call me',
  text: '<b>98400 12345</b>',
  reported: true,
  awaitingModeration: true,
});
const pictured = makeReview({
  id: 'r2',
  productName: 'Kai Murukku',
  reviewerName: 'Asha R.',
  awaitingModeration: true,
  photos: [
    { url: '/api/files/review-photos/murukku.webp', thumbnailUrl: '/api/files/review-photos/murukku-thumb.webp' },
  ],
});
const hidden = makeReview({
  id: 'r3',
  productName: 'Adhirasam',
  reviewerName: 'Kavya S.',
  status: 'hidden',
  hiddenReason: 'Abusive language',
});

const page = (reviews: Review[]) =>
  jsonResponse({ success: true, reviews, page: 1, pageSize: 20, total: reviews.length });

async function openReviewsTab(queue: (filter: string) => Review[], handlers = {}) {
  const view = await openAdminDashboard({
    handlers: {
      'GET /api/admin/reviews': () => {
        const asked = callsTo(view.api, 'GET', '/api/admin/reviews').at(-1);
        return page(queue(asked?.url.searchParams.get('filter') ?? 'waiting'));
      },
      ...handlers,
    },
  });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Reviews' }));
  return { ...view, u };
}

const item = (name: string) => within(screen.getByRole('list', { name: 'Reviews' })).getByRole('listitem', { name });

describe('admin reviews tab', () => {
  it('shows each waiting review with its product, stars, words as text, reviewer, date, badge and photos', async () => {
    await openReviewsTab(() => [reported, pictured]);
    await screen.findByRole('list', { name: 'Reviews' });
    const first = item('Meena I. on Ghee Mysore Pak');
    expect(within(first).getByText('Ghee Mysore Pak')).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Rated 1.0 out of 5' })).toBeVisible();
    expect(within(first).getByText('<b>98400 12345</b>')).toBeVisible();
    expect(within(first).getByText('Reported')).toBeVisible();
    expect(within(first).getByText('20 Nov 2026', { exact: false })).toBeVisible();
    const photo = within(item('Asha R. on Kai Murukku')).getByRole('link', { name: 'Photo 1 of 1' });
    expect(photo).toHaveAttribute('href', '/api/files/review-photos/murukku.webp');
    expect(within(photo).getByRole('presentation')).toHaveAttribute(
      'src',
      '/api/files/review-photos/murukku-thumb.webp',
    );
    expect(within(item('Asha R. on Kai Murukku')).queryByText('Reported')).not.toBeInTheDocument();
  });

  it('says so when no review is waiting', async () => {
    await openReviewsTab(() => []);
    expect(await screen.findByText('No reviews waiting')).toBeVisible();
  });

  it('shows hidden reviews with their reason under the Hidden filter', async () => {
    const { u, api } = await openReviewsTab((filter) => (filter === 'hidden' ? [hidden] : [reported]));
    await screen.findByRole('list', { name: 'Reviews' });
    await u.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByText('Hidden: Abusive language')).toBeVisible();
    expect(within(item('Kavya S. on Adhirasam')).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(callsTo(api, 'GET', '/api/admin/reviews').at(-1)?.url.searchParams.get('filter')).toBe('hidden');
  });

  it('approves a review and reads the list again', async () => {
    let waiting = [reported, pictured];
    const { u, api } = await openReviewsTab(() => waiting, {
      'PATCH /api/admin/reviews/r1': () => {
        waiting = [pictured];
        return jsonResponse({ success: true, review: { ...reported, reported: false, awaitingModeration: false } });
      },
    });
    await screen.findByRole('list', { name: 'Reviews' });
    await u.click(within(item('Meena I. on Ghee Mysore Pak')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('Ghee Mysore Pak')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(api, 'PATCH', '/api/admin/reviews/r1')[0].init.body))).toEqual({
      status: 'published',
    });
  });

  it('hides a review only with a reason, sends it, and reads the list again', async () => {
    let waiting = [reported];
    const { u, api } = await openReviewsTab(() => waiting, {
      'PATCH /api/admin/reviews/r1': () => {
        waiting = [];
        return jsonResponse({ success: true, review: { ...reported, status: 'hidden', hiddenReason: 'Phone number' } });
      },
    });
    await screen.findByRole('list', { name: 'Reviews' });
    await u.click(within(item('Meena I. on Ghee Mysore Pak')).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    await u.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('reason is required to hide a review')).toBeVisible();
    expect(callsTo(api, 'PATCH', '/api/admin/reviews/r1')).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Phone number');
    await u.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('No reviews waiting')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(api, 'PATCH', '/api/admin/reviews/r1')[0].init.body))).toEqual({
      status: 'hidden',
      reason: 'Phone number',
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { u } = await openReviewsTab(() => [reported], {
      'PATCH /api/admin/reviews/r1': () => jsonResponse({ success: false, message: 'Review not found' }, 404),
    });
    await screen.findByRole('list', { name: 'Reviews' });
    await u.click(within(item('Meena I. on Ghee Mysore Pak')).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide review' });
    await u.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
    await u.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Review not found')).toBeVisible();
  });
});

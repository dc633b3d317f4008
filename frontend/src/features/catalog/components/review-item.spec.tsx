import { render, screen, within } from '@testing-library/react';
import { makeReview } from '../../../../test/review.factory';
import { ReviewItem } from './review-item';

const photo = (n: number) => ({
  url: `/api/files/review-photos/p${n}.webp`,
  thumbnailUrl: `/api/files/review-photos/p${n}-thumb.webp`,
});

describe('a review on the product page', () => {
  it('shows each photo as a thumbnail that opens the full photo in a new tab', () => {
    render(
      <ul>
        <ReviewItem review={makeReview({ photos: [photo(1), photo(2)] })} />
      </ul>,
    );
    const photos = screen.getByRole('list', { name: 'Photos from Asha R.' });
    const first = within(photos).getByRole('img', { name: 'Photo 1 from Asha R.' });
    expect(first).toHaveAttribute('src', '/api/files/review-photos/p1-thumb.webp');
    const link = within(photos).getByRole('link', { name: 'Photo 2 from Asha R.' });
    expect(link).toHaveAttribute('href', '/api/files/review-photos/p2.webp');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no photo list for a review without photos', () => {
    render(
      <ul>
        <ReviewItem review={makeReview()} />
      </ul>,
    );
    expect(screen.queryByRole('list', { name: /Photos from/ })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRating, StarRatingInput } from './star-rating-input';

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return <StarRatingInput label="Your rating" value={value} onChange={setValue} />;
}

describe('star rating input', () => {
  it('is a required group of five named stars', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeRequired();
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('picks a star by click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('reads a fixed rating to one decimal', () => {
    render(<StarRating value={4.25} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  });
});
